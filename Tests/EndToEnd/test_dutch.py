"""With LANG=nl_NL.UTF-8 the screens read in Dutch (spec §4)."""


def test_compact_screens_in_dutch(launch):
    app = launch(80, 24, env={"LANG": "nl_NL.UTF-8"})
    app.wait_for("StoreZoeker")
    app.wait_for("Naam van artiest, nummer, album")
    app.wait_for("Alles │ Muziek │ Software │ E-boeken")
    app.wait_for("meegeleverde catalogus")
    app.type("pink")
    app.wait_for("Liedje van Pink Floyd")
    app.send("enter", "enter")
    app.wait_for("Liedje · Rock")
    app.wait_for("Prijs")
    app.wait_for("US$\u00a00,99")
    app.wait_for("Esc Sluiten")
    app.send("esc", "ctrl-u")
    app.type("zzqqxx")
    app.wait_for("Niets gevonden")


def test_split_view_in_dutch(launch):
    app = launch(160, 48, env={"LC_ALL": "nl_NL.UTF-8"})
    app.wait_for("Zoeken")
    app.wait_for("Typ om")
    app.type("emma")
    app.wait_for("E-Boek van Jane Austen")
    app.send("enter")
    app.wait_for("[ o Gratis ]")  # o opens the store page
