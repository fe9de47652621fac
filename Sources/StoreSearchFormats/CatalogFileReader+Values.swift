import Foundation

/// The values a record's fields hold, read leniently: a field of the wrong
/// type is dropped, never an error of the record.
extension CatalogFileReader {
    /// A string; an integer is taken as its digits; anything else is dropped.
    static func string(_ scanner: inout JSONScanner, _ text: inout [UInt8]) throws(JSONScanner.Malformed)
        -> String?
    {
        switch try scanner.peek() {
        case UInt8(ascii: "\""):
            try scanner.readString(into: &text)
            return String(decoding: text, as: UTF8.self)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return Int(String(decoding: try scanner.readNumberText(), as: UTF8.self)).map(String.init)
        default:
            try scanner.skipValue()
            return nil
        }
    }

    static func integer(_ scanner: inout JSONScanner, _ text: inout [UInt8]) throws(JSONScanner.Malformed)
        -> Int?
    {
        switch try scanner.peek() {
        case UInt8(ascii: "\""):
            try scanner.readString(into: &text)
            return Int(String(decoding: text, as: UTF8.self))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            // As JSONDecoder: an integral number written as a float (3.0) is an integer.
            let text = String(decoding: try scanner.readNumberText(), as: UTF8.self)
            if let integer = Int(text) { return integer }
            guard let value = Double(text), value == value.rounded(), abs(value) < 9e15 else { return nil }
            return Int(value)
        default:
            try scanner.skipValue()
            return nil
        }
    }

    /// A number, or a string holding one; only finite numbers.
    static func double(_ scanner: inout JSONScanner, _ text: inout [UInt8]) throws(JSONScanner.Malformed)
        -> Double?
    {
        let value: Double?
        switch try scanner.peek() {
        case UInt8(ascii: "\""):
            try scanner.readString(into: &text)
            value = Double(String(decoding: text, as: UTF8.self))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            value = Double(String(decoding: try scanner.readNumberText(), as: UTF8.self))
        default:
            try scanner.skipValue()
            return nil
        }
        return value.flatMap { $0.isFinite ? $0 : nil }
    }

    /// A version: a string, or a number taken as written (`2.1`).
    static func versionText(_ scanner: inout JSONScanner, _ text: inout [UInt8])
        throws(JSONScanner.Malformed) -> String?
    {
        switch try scanner.peek() {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return String(decoding: try scanner.readNumberText(), as: UTF8.self)
        default:
            return try string(&scanner, &text)
        }
    }

    static func price(_ scanner: inout JSONScanner, _ text: inout [UInt8]) throws(JSONScanner.Malformed)
        -> Int64?
    {
        switch try scanner.peek() {
        case UInt8(ascii: "\""):
            try scanner.readString(into: &text)
            return text.withUnsafeBufferPointer(parseTenThousandths)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return parseTenThousandths(try scanner.readNumberText())
        default:
            try scanner.skipValue()
            return nil
        }
    }

    static func strings(_ scanner: inout JSONScanner, _ text: inout [UInt8]) throws(JSONScanner.Malformed)
        -> [String]?
    {
        guard try scanner.peek() == UInt8(ascii: "[") else { return try string(&scanner, &text).map { [$0] } }
        try scanner.take(UInt8(ascii: "["))
        var list: [String] = []
        if try !scanner.takeIf(UInt8(ascii: "]")) {
            repeat {
                if try scanner.peek() == UInt8(ascii: "\"") {
                    try scanner.readString(into: &text)
                    list.append(String(decoding: text, as: UTF8.self))
                } else {
                    try scanner.skipValue()
                }
            } while try scanner.takeIf(UInt8(ascii: ","))
            try scanner.take(UInt8(ascii: "]"))
        }
        return list.isEmpty ? nil : list
    }

    /// A price as catalogs write nearly all of them (`0.99`, `-1`, `12`:
    /// no exponent, four decimals at most) without the digits in an array;
    /// nil for any other (`parseTenThousandths` reads it the long way).
    static func simpleTenThousandths(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        var index = 0
        let negative = !text.isEmpty && text[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        var value: Int64 = 0
        var digits = 0
        var decimals = -1
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "."), decimals < 0 {
                decimals = 0
            } else {
                let digit = byte &- UInt8(ascii: "0")
                guard digit < 10, digits < 14, decimals < 4 else { return nil }
                value = value * 10 + Int64(digit)
                digits += 1
                if decimals >= 0 { decimals += 1 }
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        for _ in 0..<(4 - max(decimals, 0)) { value *= 10 }
        return negative ? -value : value
    }

    /// `-12.345e2` in ten-thousandths (rounded half up past four decimals);
    /// nil when it is not a number or does not fit.
    static func parseTenThousandths(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        if let simple = simpleTenThousandths(text) { return simple }
        var index = 0
        var negative = false
        if index < text.count, text[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var digits: [UInt8] = []
        var pointAt: Int?
        while index < text.count {
            let byte = text[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits.append(byte - UInt8(ascii: "0"))
            } else if byte == UInt8(ascii: "."), pointAt == nil {
                pointAt = digits.count
            } else {
                break
            }
            index += 1
        }
        guard !digits.isEmpty else { return nil }
        var exponent = 0
        if index < text.count {
            guard text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E"),
                let power = Int(String(decoding: UnsafeBufferPointer(rebasing: text[(index + 1)...]), as: UTF8.self)),
                abs(power) < 30
            else { return nil }
            exponent = power
        }
        // Digits before the point, shifted by the exponent and four places.
        let integerDigits = (pointAt ?? digits.count) + exponent + 4
        var value: Int64 = 0
        for position in 0..<max(0, integerDigits) {
            let digit = position < digits.count ? Int64(digits[position]) : 0
            let (multiplied, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (added, overflow2) = multiplied.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            value = added
        }
        if integerDigits >= 0, integerDigits < digits.count, digits[integerDigits] >= 5 { value += 1 }
        return negative ? -value : value
    }
}
