import Testing

@testable import StoreSearchText

@Suite(.timeLimit(.minutes(1))) struct HTMLTextTests {
    /// An App Store `description`: plain text, its line breaks meant, "•" bullets typed by hand.
    @Test func anAppStoreDescriptionKeepsItsLines() {
        let description =
            "Turn your notes into action.\n\nNotely keeps everything in one place:\n• Sync across iPhone, iPad & Mac\n• Scan documents\r\n• Share lists with family\n\n\n\nSUBSCRIPTIONS\nNotely Pro is $2.99/month.   Cancel anytime.\n"
        #expect(
            HTMLText.plainText(description) == """
                Turn your notes into action.

                Notely keeps everything in one place:
                • Sync across iPhone, iPad & Mac
                • Scan documents
                • Share lists with family

                SUBSCRIPTIONS
                Notely Pro is $2.99/month. Cancel anytime.
                """)
    }

    /// An Apple Books `description`: HTML with breaks, bold, entities and a link.
    @Test func anAppleBooksDescriptionBecomesParagraphs() {
        let description =
            "<b>NEW YORK TIMES BESTSELLER &bull; NOW A MAJOR MOTION PICTURE</b><br /><br />“A page-turner” &mdash; <i>The Guardian</i><br /><br />In this <b>breathtaking</b> debut, a young woman&rsquo;s journey from Gen&egrave;ve to\nthe sea&hellip; <a href=\"https://books.apple.com/us/book/id123\">Read a sample</a>.<br />Ages 12&ndash;18."
        #expect(
            HTMLText.plainText(description) == """
                NEW YORK TIMES BESTSELLER • NOW A MAJOR MOTION PICTURE

                “A page-turner” — The Guardian

                In this breathtaking debut, a young woman’s journey from Genève to the sea… Read a sample.
                Ages 12–18.
                """)
    }

    @Test func paragraphsAndNestedLists() {
        let description = """
            <p>What&#8217;s inside:</p>
            <ul>
              <li>Three parts
                <ol><li>Before</li><li>During<ul><li>the <b>first</b> day</li></ul></li><li>After</li></ol>
              </li>
              <li>An index &amp; notes</li>
            </ul>
            <p>Read it   slowly.</p><p></p><p>&#x2014;The editors</p>
            """
        #expect(
            HTMLText.plainText(description) == """
                What’s inside:

                • Three parts
                  1. Before
                  2. During
                    • the first day
                  3. After
                • An index & notes

                Read it slowly.

                —The editors
                """)
    }

    @Test func aBreakInsideAnItemStaysUnderItsText() {
        #expect(
            HTMLText.plainText("<ul><li>First line<br>second line</li><li><p>Para</p></li></ul>") == """
                • First line
                  second line
                • Para
                """)
    }

    @Test func scriptsStylesAndCommentsGoWithTheirContents() {
        let description =
            "<style>p { color: red }</style>Safe<script>alert(1)</script> text<!-- a <b>hidden</b> note --> here<SCRIPT type=\"x\">document.write('<p>no</p>')</SCRIPT>."
        #expect(HTMLText.plainText(description) == "Safe text here.")
    }

    @Test func breaksAndParagraphBreaks() {
        #expect(HTMLText.plainText("a<br>b") == "a\nb")
        #expect(HTMLText.plainText("a<br><br>b") == "a\n\nb")
        #expect(HTMLText.plainText("a<br/> <BR />b") == "a\n\nb")
        #expect(HTMLText.plainText("a<br><br><br><br>b") == "a\n\nb")
        #expect(HTMLText.plainText("<br><p>a</p><br><br><p>b</p><br>") == "a\n\nb")
        #expect(HTMLText.plainText("a\nb") == "a\nb")
        #expect(HTMLText.plainText("a\n\nb") == "a\n\nb")
        #expect(HTMLText.plainText("\n\n  a  \n \n\n b\n\n") == "a\n\nb")
    }

    @Test func entitiesAreDecodedOnce() {
        #expect(HTMLText.plainText("&amp;lt; &lt;b&gt; &quot;x&quot; &apos;y&apos;") == "&lt; <b> \"x\" 'y'")
        #expect(HTMLText.plainText("<p>&amp;lt;b&amp;gt;</p>") == "&lt;b&gt;")
        #expect(
            HTMLText.plainText("&ldquo;Caf&eacute;&rdquo; &lsquo;&Eacute;t&eacute;&rsquo; &copy; &euro;5")
                == "“Café” ‘Été’ © €5")
        #expect(HTMLText.plainText("&#8217; &#x2019; &#X201C; &Omega;&sigmaf;&Sigma;") == "’ ’ “ ΩςΣ")
        #expect(HTMLText.plainText("R&D &unknown; &amp &#; &#xZZ; AT&T") == "R&D &unknown; &amp &#; &#xZZ; AT&T")
        #expect(HTMLText.plainText("a&nbsp;&nbsp;b") == "a b")
        #expect(HTMLText.plainText("&#0;&#xD800;&#1114112;") == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test func aLessThanThatIsNoTagIsText() {
        #expect(HTMLText.plainText("I <3 this app. 2 < 3 > 1") == "I <3 this app. 2 < 3 > 1")
        #expect(HTMLText.plainText("<b>Bold</b> and a < b") == "Bold and a < b")
        #expect(HTMLText.plainText("<b>Bold</b> <i unclosed") == "Bold <i unclosed")
    }

    @Test func nothingThatSteersATerminalSurvives() {
        let description =
            "<p>\u{202E}evil\u{202C} name</p><p>\u{1B}[31mred\u{1B}[0m and \u{1B}]0;title\u{07}done</p><p>&#27;[2J&#x202E;x&#x9B;</p>\u{7}"
        // &#27; makes an ESC that takes "[2J" with it, as the raw one would.
        #expect(HTMLText.plainText(description) == "evil name\n\nred and done\n\nx")
        #expect(HTMLText.plainText("plain \u{1B}[1mbold\u{1B}[0m\nline \u{202E}two") == "plain bold\nline two")
        let text = HTMLText.plainText(description)
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value) })
    }

    @Test func tagsAndAttributesAreRemoved() {
        #expect(
            HTMLText.plainText("<div class=\"x\"><span style='a'>One</span><a href=\"http://e/?a=1&b=2\">Two</a></div>")
                == "OneTwo")
        #expect(
            HTMLText.plainText("<h2>Title</h2>Body<table><tr><td>a</td><td>b</td></tr></table>")
                == "Title\n\nBody\n\na b")
        #expect(HTMLText.plainText("") == "")
        #expect(HTMLText.plainText("<p> </p><br>") == "")
    }

    /// 10,000 characters of a long Books blurb: every paragraph, every word, in order.
    @Test func aLongDescriptionConvertsWhole() {
        let paragraph =
            "<p>Chapter &amp; verse: the <b>long</b> road&mdash;from the hills to the sea.</p>\n"
        let count = 10_000 / paragraph.count + 1
        let html = String(repeating: paragraph, count: count)
        #expect(html.count >= 10_000)
        let text = HTMLText.plainText(html)
        let expected = Array(repeating: "Chapter & verse: the long road—from the hills to the sea.", count: count)
            .joined(separator: "\n\n")
        #expect(text == expected)
    }
}
