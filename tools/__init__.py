# The project's tools, importable by the tests (pytest.ini puts the repository
# root on sys.path): fuzz (the app fuzzer), drive (pressing the app's menus),
# shots (screenshots) and the bench. Each script also runs from the command line.
