extension Phrase {
    static func englishUsage(version: String) -> String {
        """
        storesearch \(version): search the Apple media store from the terminal

        Usage: storesearch [options]

        Songs, apps, e-books and films, in a layout that follows the terminal's
        size: a list with a pop-up detail when narrow, a split view when wide.

        Options:
          --source catalog       where results come from (today: the bundled catalog)
          --catalog FILE         search FILE, in the store's answer shape, instead
          --regular-width N      columns from which the width is regular (100)
          --regular-height N     rows from which the height is regular (20)
          --no-animation         never animate
          --no-mouse             leave the mouse to the terminal, for selecting text
          --no-color             no colours
          -h, --help             show this help and exit
          -V, --version          show the version and exit

        Environment:
          LC_ALL, LC_MESSAGES, LANG    language of the interface (English, Dutch)
          LC_MONETARY, LC_NUMERIC      how prices and numbers are written
          NO_COLOR                     no colours
          CI                           no animations
          STORESEARCH_REGULAR_WIDTH, STORESEARCH_REGULAR_HEIGHT
                                       size-class thresholds
          STORESEARCH_CATALOG          a catalog file to search
          STORESEARCH_RESOURCES        folder holding the bundled catalog.json

        Files:
          $XDG_CONFIG_HOME/storesearch/config      'key = value' settings: source,
              catalog, regular-width, regular-height, animation, mouse, color
          $XDG_STATE_HOME/storesearch/storesearch.log    the log

        Keys: F1 or ? shows them all. Ctrl-C, F10 or q quits.
        """
    }

    static func dutchUsage(version: String) -> String {
        """
        storesearch \(version): doorzoek de Apple-mediawinkel vanuit de terminal

        Gebruik: storesearch [opties]

        Liedjes, apps, e-boeken en films, in een opmaak die de grootte van de
        terminal volgt: een lijst met een pop-up als hij smal is, een gesplitst
        scherm als hij breed is.

        Opties:
          --source catalog       waar de resultaten vandaan komen (nu: de meegeleverde catalogus)
          --catalog BESTAND      doorzoek BESTAND, in de vorm van de winkel, in plaats daarvan
          --regular-width N      kolommen vanaf waar de breedte normaal is (100)
          --regular-height N     rijen vanaf waar de hoogte normaal is (20)
          --no-animation         nooit animeren
          --no-mouse             laat de muis aan de terminal, om tekst te selecteren
          --no-color             geen kleuren
          -h, --help             deze hulp tonen en stoppen
          -V, --version          de versie tonen en stoppen

        Omgeving:
          LC_ALL, LC_MESSAGES, LANG    taal van de interface (Engels, Nederlands)
          LC_MONETARY, LC_NUMERIC      hoe prijzen en getallen geschreven worden
          NO_COLOR                     geen kleuren
          CI                           geen animaties
          STORESEARCH_REGULAR_WIDTH, STORESEARCH_REGULAR_HEIGHT
                                       grenzen van de grootteklassen
          STORESEARCH_CATALOG          een catalogusbestand om te doorzoeken
          STORESEARCH_RESOURCES        map met de meegeleverde catalog.json

        Bestanden:
          $XDG_CONFIG_HOME/storesearch/config      instellingen als 'sleutel = waarde':
              source, catalog, regular-width, regular-height, animation, mouse, color
          $XDG_STATE_HOME/storesearch/storesearch.log    het logboek

        Toetsen: F1 of ? toont ze allemaal. Ctrl-C, F10 of q stopt.
        """
    }
}
