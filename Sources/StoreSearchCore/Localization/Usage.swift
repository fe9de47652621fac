extension Phrase {
    static func englishUsage(version: String) -> String {
        """
        storesearch \(version): search the Apple media store from the terminal

        Usage: storesearch [options]
               storesearch search TERM [search options] [options]

        Songs, apps, e-books and films, in a layout that follows the terminal's
        size: a list with a pop-up detail when narrow, a split view when wide.

        Options:
          --source auto|itunes|catalog
                                 where results come from: the live store, falling back to
                                 the bundled catalog when it cannot be reached (auto, the
                                 default); the store only; the bundled catalog only
          --catalog FILE         search FILE, in the store's answer shape, instead;
                                 a pipe or <(command) is read whole; '-' is standard
                                 input (storesearch search only)
          --store-url URL        the store's address (https://itunes.apple.com)
          --country CC           the storefront, e.g. US or NL (from the locale)
          --lang ll_cc           the store's language, e.g. en_us (from the locale)
          --no-cache             do not answer from, or keep answers in, the cache
          --no-history           neither read nor keep the history of searches
          --sort ORDER           name, relevance, artist, price or released (F6 cycles;
                                 the last one used is kept for the next run)
          --timeout SECONDS      how long a store search may take (10)
          --mail-command CMD     a sendmail-compatible command for support mail, such
                                 as 'msmtp -t' (default: sendmail on PATH or in
                                 /usr/sbin; 'none' saves drafts only)
          --support-address ADDR where support mail goes (support@storesearch.example)
          --rate-url URL         the page "Rate this App" opens
          --player CMD           the command that plays previews, the address added
                                 last, such as 'mpv --no-video' (default: mpv,
                                 ffplay or cvlc on PATH; 'none' plays none)
          --regular-width N      columns from which the width is regular (100)
          --regular-height N     rows from which the height is regular (20)
          --no-animation         never animate
          --no-artwork           fetch no artwork (placeholders and generated covers)
          --no-mouse             leave the mouse to the terminal, for selecting text
          --no-color             no colours
          -h, --help             show this help and exit
          -V, --version          show the version and exit

        storesearch search TERM prints results without the interface:
          --category all|music|software|ebook    what to search (all)
          --limit N                              print at most N results (200)
          --format table|tsv|json                aligned columns, tab-separated
                                                 values, or the store's answer shape
          --batch                                read terms from standard input, one
                                                 a line; answer each, then an empty line
          --favourites                           print the favourites instead (no TERM)
          --sort name|relevance|artist|price|released
                                                 the order: by name (the default); exact
                                                 names and whole words first; by artist;
                                                 cheapest first; newest first
          --free                                 free items only
          --price MIN-MAX                        items priced within, e.g. 0-1.99, -5, 10-
          --kind KIND,...                        only these kinds: song, musicVideo, film,
                                                 tvEpisode, podcast, app, macApp, ebook,
                                                 audiobook (also movie, tv, mac-app, book)
          --no-explicit                          leave out items marked explicit
          Exit status: 0 with results, 1 with none (or when they could not be
          written), 2 for a wrong command line, 3 when the store or the catalog failed.

        Environment:
          LC_ALL, LC_MESSAGES, LANG    language of the interface (English, Dutch),
                                       and the store's country and language
          LC_MONETARY, LC_NUMERIC      how prices and numbers are written
          NO_COLOR                     no colours
          CI                           no animations
          STORESEARCH_STORE_URL        the store's address
          STORESEARCH_RATE_LIMIT       store searches allowed a minute (20)
          STORESEARCH_MAIL_COMMAND, STORESEARCH_SUPPORT_ADDRESS, STORESEARCH_RATE_URL
          STORESEARCH_MAIL_FROM        the From address of support mail (USER@host)
          STORESEARCH_MAIL_TIMEOUT     seconds the mail command may take (30)
          STORESEARCH_REGULAR_WIDTH, STORESEARCH_REGULAR_HEIGHT
                                       size-class thresholds
          STORESEARCH_CATALOG          a catalog file to search
          STORESEARCH_RESOURCES        folder holding the bundled catalog.json

        Files:
          $XDG_CONFIG_HOME/storesearch/config      'key = value' settings: source,
              catalog, store-url, country, lang, cache, timeout, rate-limit,
              mail-command, support-address, mail-from, mail-timeout, rate-url,
              player, regular-width, regular-height, animation, artwork, mouse, color,
              history
              sort
          $XDG_CACHE_HOME/storesearch/responses.sqlite   the store's answers, a day
          $XDG_CACHE_HOME/storesearch/index/             indexes of local catalogs
          $XDG_CACHE_HOME/storesearch/artwork/           fetched artwork, 64 MB at most
          $XDG_DATA_HOME/storesearch/drafts/             support mail, as .eml drafts
          $XDG_DATA_HOME/storesearch/favourites.json     favourites (the store's answer shape)
          $XDG_STATE_HOME/storesearch/history            searches, a line each, newest last
          $XDG_STATE_HOME/storesearch/storesearch.log    the log, 1 MB at most (then .log.1)

        Keys: F1 shows them all; F2 opens the menu (Send Support Email, Favourites,
        Save Results…, Rate this App, About); F5 filters, F6 the order, F8 the
        favourites, Ctrl-R an earlier search. Ctrl-C or F10 quits.
        """
    }

    static func dutchUsage(version: String) -> String {
        """
        storesearch \(version): doorzoek de Apple-mediawinkel vanuit de terminal

        Gebruik: storesearch [opties]
                 storesearch search ZOEKTERM [zoekopties] [opties]

        Liedjes, apps, e-boeken en films, in een opmaak die de grootte van de
        terminal volgt: een lijst met een pop-up als hij smal is, een gesplitst
        scherm als hij breed is.

        Opties:
          --source auto|itunes|catalog
                                 waar de resultaten vandaan komen: de winkel, met de
                                 meegeleverde catalogus als hij onbereikbaar is (auto,
                                 standaard); alleen de winkel; alleen de catalogus
          --catalog BESTAND      doorzoek BESTAND, in de vorm van de winkel, in plaats daarvan;
                                 een pijp of <(opdracht) wordt helemaal gelezen; '-' is
                                 standaardinvoer (alleen storesearch search)
          --store-url URL        het adres van de winkel (https://itunes.apple.com)
          --country CC           de winkel van een land, bv. US of NL (uit de locale)
          --lang ll_cc           de taal van de winkel, bv. nl_nl (uit de locale)
          --no-cache             geen antwoorden uit of in de cache
          --no-history           geen geschiedenis van zoekopdrachten lezen of bewaren
          --sort VOLGORDE        name, relevance, artist, price of released (F6 wisselt;
                                 de laatst gebruikte wordt onthouden)
          --timeout SECONDEN     hoe lang een zoekopdracht in de winkel mag duren (10)
          --mail-command OPDR    een sendmail-achtige opdracht voor supportmail, zoals
                                 'msmtp -t' (standaard: sendmail in PATH of in
                                 /usr/sbin; 'none' bewaart alleen concepten)
          --support-address ADRES  waar supportmail heen gaat (support@storesearch.example)
          --rate-url URL         de pagina die "Beoordeel deze app" opent
          --player OPDR          de opdracht die fragmenten afspeelt, met het adres
                                 als laatste, zoals 'mpv --no-video' (standaard: mpv,
                                 ffplay of cvlc in PATH; 'none' speelt niets af)
          --regular-width N      kolommen vanaf waar de breedte normaal is (100)
          --regular-height N     rijen vanaf waar de hoogte normaal is (20)
          --no-animation         nooit animeren
          --no-artwork           geen hoezen ophalen (plaatshouders en gemaakte hoezen)
          --no-mouse             laat de muis aan de terminal, om tekst te selecteren
          --no-color             geen kleuren
          -h, --help             deze hulp tonen en stoppen
          -V, --version          de versie tonen en stoppen

        storesearch search ZOEKTERM drukt resultaten af zonder de interface:
          --category all|music|software|ebook    wat te doorzoeken (all)
          --limit N                              hoogstens N resultaten (200)
          --format table|tsv|json                kolommen, tab-gescheiden waarden,
                                                 of de vorm van de winkel
          --batch                                zoektermen van standaardinvoer, één per
                                                 regel; elk antwoord gevolgd door een lege regel
          --favourites                           de favorieten afdrukken (zonder ZOEKTERM)
          --sort name|relevance|artist|price|released
                                                 de volgorde: op naam (standaard); exacte
                                                 namen en hele woorden eerst; op artiest;
                                                 goedkoopste eerst; nieuwste eerst
          --free                                 alleen gratis items
          --price MIN-MAX                        met een prijs daartussen, bv. 0-1.99, -5
          --kind SOORT,...                       alleen deze soorten: song, musicVideo,
                                                 film, tvEpisode, podcast, app, macApp,
                                                 ebook, audiobook (ook movie, tv, book)
          --no-explicit                          zonder items die expliciet zijn
          Afsluitcode: 0 met resultaten, 1 zonder (of als ze niet geschreven konden
          worden), 2 bij een verkeerde opdracht, 3 als de winkel of de catalogus faalde.

        Omgeving:
          LC_ALL, LC_MESSAGES, LANG    taal van de interface (Engels, Nederlands),
                                       en land en taal van de winkel
          LC_MONETARY, LC_NUMERIC      hoe prijzen en getallen geschreven worden
          NO_COLOR                     geen kleuren
          CI                           geen animaties
          STORESEARCH_STORE_URL        het adres van de winkel
          STORESEARCH_RATE_LIMIT       zoekopdrachten per minuut in de winkel (20)
          STORESEARCH_MAIL_COMMAND, STORESEARCH_SUPPORT_ADDRESS, STORESEARCH_RATE_URL
          STORESEARCH_MAIL_FROM        het afzenderadres van supportmail (USER@host)
          STORESEARCH_MAIL_TIMEOUT     seconden die de mailopdracht mag duren (30)
          STORESEARCH_REGULAR_WIDTH, STORESEARCH_REGULAR_HEIGHT
                                       grenzen van de grootteklassen
          STORESEARCH_CATALOG          een catalogusbestand om te doorzoeken
          STORESEARCH_RESOURCES        map met de meegeleverde catalog.json

        Bestanden:
          $XDG_CONFIG_HOME/storesearch/config      instellingen als 'sleutel = waarde':
              source, catalog, store-url, country, lang, cache, timeout, rate-limit,
              mail-command, support-address, mail-from, mail-timeout, rate-url,
              player, regular-width, regular-height, animation, artwork, mouse, color,
              history
              sort
          $XDG_CACHE_HOME/storesearch/responses.sqlite   antwoorden van de winkel, een dag
          $XDG_CACHE_HOME/storesearch/index/             indexen van lokale catalogi
          $XDG_CACHE_HOME/storesearch/artwork/           opgehaalde hoezen, hoogstens 64 MB
          $XDG_DATA_HOME/storesearch/drafts/             supportmail, als .eml-concepten
          $XDG_DATA_HOME/storesearch/favourites.json     favorieten (in de vorm van de winkel)
          $XDG_STATE_HOME/storesearch/history            zoekopdrachten, de nieuwste laatst
          $XDG_STATE_HOME/storesearch/storesearch.log    het logboek, hoogstens 1 MB (dan .log.1)

        Toetsen: F1 toont ze allemaal; F2 opent het menu (Supportmail sturen, Favorieten,
        Resultaten bewaren…, Beoordeel deze app, Over); F5 filters, F6 de volgorde,
        F8 de favorieten, Ctrl-R een eerdere zoekopdracht. Ctrl-C of F10 stopt.
        """
    }
}
