import Testing

@testable import StoreSearchFiles

/// Save Results proposes the user's download folder (XDG user-dirs), whole.
struct DownloadFolderTests {
    static let home = "/home/me"

    @Test func userDirsNameTheDownloadFolder() {
        let text = """
            # written by xdg-user-dirs-update
            XDG_DESKTOP_DIR="$HOME/Desktop"
            XDG_DOWNLOAD_DIR="$HOME/Hent"
            """
        #expect(DownloadFolder.downloadDirectory(in: text, home: Self.home) == "/home/me/Hent")
        #expect(DownloadFolder.downloadDirectory(in: #"XDG_DOWNLOAD_DIR="/srv/dl/""#, home: Self.home) == "/srv/dl")
        // "$HOME" alone is the spec's "none": the home folder.
        #expect(DownloadFolder.downloadDirectory(in: #"XDG_DOWNLOAD_DIR="$HOME/""#, home: Self.home) == "/home/me")
        // Unquoted, relative or commented out: not the spec's, not taken.
        for text in ["XDG_DOWNLOAD_DIR=$HOME/x", #"XDG_DOWNLOAD_DIR="x/y""#, #"# XDG_DOWNLOAD_DIR="/x""#] {
            #expect(DownloadFolder.downloadDirectory(in: text, home: Self.home) == nil)
        }
    }

    @Test func theFirstFolderThatIsThereIsProposed() {
        let userDirs = #"XDG_DOWNLOAD_DIR="$HOME/Hent""#
        let all: Set = ["/home/me/Hent", "/home/me/Downloads"]
        #expect(DownloadFolder.choose(userDirs: userDirs, home: Self.home) { all.contains($0) } == "/home/me/Hent")
        // The named folder is missing: ~/Downloads, then home.
        #expect(
            DownloadFolder.choose(userDirs: userDirs, home: Self.home) { $0 == "/home/me/Downloads" }
                == "/home/me/Downloads")
        #expect(DownloadFolder.choose(userDirs: nil, home: Self.home) { _ in false } == "/home/me")
        // A name the screen would not show as it is: passed over.
        #expect(
            DownloadFolder.choose(userDirs: "XDG_DOWNLOAD_DIR=\"/tmp/a\u{1B}[2Jb\"", home: Self.home) { _ in true }
                == "/home/me/Downloads")
    }
}
