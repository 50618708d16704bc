"""A player's install with `make deploy` (tools/deploy.py): drives laid out
as stock CircuitPython leaves them, the board and version read from
boot_out.txt, the console's settings added without changing the player's, and
updates that keep what is the player's."""
import os

from test_deploy import boot_out_text, run, tree
from tools import boot_out, bundle, deploy, settings_merge

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONSOLE_SETTINGS = open(os.path.join(ROOT, "settings.toml"), encoding="utf-8").read()


def fresh_drive(folder, version="10.2.1", board_id="raspberry_pi_pico", name="Raspberry Pi Pico with rp2040"):
    """A CIRCUITPY drive as a fresh stock CircuitPython leaves it."""
    folder.mkdir(exist_ok=True)
    (folder / "boot_out.txt").write_text(boot_out_text(version, board_id, name))
    (folder / "settings.toml").write_text("")
    (folder / "code.py").write_text('print("Hello World!")\n')
    (folder / "lib").mkdir()
    return folder


def as_written(folder):
    found = {}
    for name in tree(folder):
        with open(os.path.join(folder, *name.split("/")), "rb") as file:
            found[name] = file.read()
    return found


def on_a_drive_of(size, folder, monkeypatch):
    """The folder stands for a FAT drive of `size` bytes in 512-byte clusters, as CIRCUITPY is."""
    monkeypatch.setattr(deploy.shutil, "disk_usage", Drive(folder, size))
    monkeypatch.setattr(deploy, "_block_size", lambda target: 512)


class Drive:
    """shutil.disk_usage of a drive of `size` bytes holding what the folder holds."""

    def __init__(self, folder, size):
        self.folder, self.size = folder, size

    def __call__(self, path):
        used = sum(-(-len(data) // 512) * 512 for data in as_written(self.folder).values())

        class Usage:
            total = self.size
            free = self.size - used - 8 * 1024  # FAT tables and root folder
        return Usage


def test_a_fresh_pico_on_10_2_1_gets_everything_and_the_consoles_settings(tmp_path):
    drive = fresh_drive(tmp_path / "CIRCUITPY")
    code, out = run(drive)
    assert code == 0, out
    assert "Board: Raspberry Pi Pico (raspberry_pi_pico)" in out
    assert "CircuitPython 10.2.1: the version the console is tested on." in out
    assert "settings.toml: the drive's was empty; installing the console's." in out
    assert (drive / "settings.toml").read_text() == CONSOLE_SETTINGS
    written = as_written(drive)
    # exactly the bundle's bytes, beside what CircuitPython itself put there
    assert {name: data for name, data in written.items() if name != "boot_out.txt"} == bundle.drive_files()
    assert "WARNING" not in out


def test_a_pico_w_drive_of_508_kb_holds_the_console_with_room_to_spare(tmp_path, monkeypatch):
    drive = fresh_drive(tmp_path / "CIRCUITPY", board_id="raspberry_pi_pico_w",
                        name="Raspberry Pi Pico W with rp2040")
    on_a_drive_of(508 * 1024, drive, monkeypatch)
    code, out = run(drive)
    assert code == 0, out
    assert "Board: Raspberry Pi Pico W (raspberry_pi_pico_w)" in out and ": fits." in out
    left = [line for line in out.splitlines() if line.startswith("After the copy ")][0]
    assert left.endswith("stay free on the drive for files of your own."), left
    assert float(left.split()[3]) >= 40 and left.split()[4] == "KB", left
    assert (drive / "engine" / "app" / "shell.py").exists()


def test_a_pico_w_drive_full_of_the_players_files_is_left_alone(tmp_path, monkeypatch):
    drive = fresh_drive(tmp_path / "CIRCUITPY", board_id="raspberry_pi_pico_w",
                        name="Raspberry Pi Pico W with rp2040")
    (drive / "music.wav").write_bytes(b"\0" * 300 * 1024)
    on_a_drive_of(508 * 1024, drive, monkeypatch)
    code, out = run(drive)
    assert code == 1 and "it does not fit" in out and "nothing copied" in out
    assert sorted(tree(drive)) == ["boot_out.txt", "code.py", "music.wav", "settings.toml"]
    assert (drive / "settings.toml").read_text() == ""


def test_the_bundle_fits_every_supported_boards_drive():
    need = deploy.on_disk_total(list(bundle.drive_files().items()))
    for board_id, (_, _, drive_kb) in boot_out.BOARDS.items():
        assert need <= drive_kb * 1024 - 40 * 1024, board_id


def test_circuitpython_8_is_refused_and_says_why(tmp_path):
    drive = fresh_drive(tmp_path / "CIRCUITPY", version="8.2.10")
    code, out = run(drive)
    assert code == 1
    assert "CircuitPython 8.2.10: too old for the console. Nothing copied." in out
    assert "fourwire.FourWire, busdisplay.BusDisplay" in out and "from 9.0 on" in out
    assert "https://circuitpython.org/board/raspberry_pi_pico/" in out
    assert sorted(tree(drive)) == ["boot_out.txt", "code.py", "settings.toml"]


def test_an_untested_version_is_warned_about_and_copied(tmp_path):
    for version in ("10.1.4", "10.3.0-beta.1", "9.2.8"):
        drive = fresh_drive(tmp_path / version, version=version)
        code, out = run(drive)
        assert code == 0 and "Note: CircuitPython %s is untested (the console is tested on 10.2.1)" % version in out
        assert (drive / "engine" / "app" / "shell.py").exists()


def test_an_unknown_major_version_gets_a_clear_warning_and_the_copy(tmp_path):
    drive = fresh_drive(tmp_path / "CIRCUITPY", version="11.0.0")
    code, out = run(drive)
    assert code == 0
    assert "WARNING: CircuitPython 11.0.0 is a newer major version than any the console knows" in out
    assert "install CircuitPython 10.2.1 from https://circuitpython.org/board/raspberry_pi_pico/" in out
    assert (drive / "code.py").read_text() != 'print("Hello World!")\n'


def test_an_unknown_board_gets_a_clear_warning_and_the_copy(tmp_path):
    drive = fresh_drive(tmp_path / "CIRCUITPY", board_id="adafruit_feather_rp2040",
                        name="Adafruit Feather RP2040 with rp2040")
    code, out = run(drive)
    assert code == 0
    assert "WARNING: board adafruit_feather_rp2040 is not one the console supports" in out
    assert 'CONSOLE_BOARD = "pico_st7789"' in out
    assert (drive / "engine" / "app" / "shell.py").exists()


def test_the_supported_boards_are_the_ones_the_hardware_layer_drives():
    import hw

    known = dict(hw.BOARD_MODULES)
    for board_id in boot_out.BOARDS:
        assert board_id in known, board_id


def test_boot_out_is_read_as_circuitpython_writes_it():
    info = boot_out.BootOut(boot_out_text("10.2.1", "pimoroni_picosystem", "Pimoroni PicoSystem with rp2040"))
    assert info.version == (10, 2, 1) and info.suffix == "" and info.board_id == "pimoroni_picosystem"
    info = boot_out.BootOut("Adafruit CircuitPython 10.3.0-beta.1 on 2026-01-01; Raspberry Pi Pico 2 with rp2350a\n")
    assert info.version == (10, 3, 0) and info.version_text() == "10.3.0-beta.1" and info.board_id is None
    assert boot_out.BootOut("").version is None


def test_a_players_value_for_one_key_is_kept_and_the_rest_added():
    drive = "# mine\nCONSOLE_BRIGHTNESS = 40\nCIRCUITPY_WIFI_SSID = \"home\"\n"
    merged, added = settings_merge.merge(CONSOLE_SETTINGS, drive)
    assert merged.startswith(drive)
    assert "CONSOLE_BRIGHTNESS = 80" not in merged and merged.count("CONSOLE_BRIGHTNESS =") == 1
    assert added == ["CONSOLE_SOUND", "CONSOLE_LED_BRIGHTNESS", "CONSOLE_DRIVE_NAME"]
    # the console's comments come with what is added, commented-out options too
    assert "# Beeps: 1 = on, 0 = off.\nCONSOLE_SOUND = 1" in merged
    assert '# CONSOLE_LCD_SCK = "GP10"' in merged
    assert settings_merge.merge(CONSOLE_SETTINGS, merged) == (merged, [])
    # a setting the player commented out stays out
    off = "# CONSOLE_SOUND = 1\n"
    assert "\nCONSOLE_SOUND = 1" not in settings_merge.merge(CONSOLE_SETTINGS, off)[0]
    assert settings_merge.merge(CONSOLE_SETTINGS, "") == (CONSOLE_SETTINGS, [
        "CONSOLE_BRIGHTNESS", "CONSOLE_SOUND", "CONSOLE_LED_BRIGHTNESS", "CONSOLE_DRIVE_NAME"])


def test_a_console_update_keeps_the_players_settings_and_files(tmp_path):
    drive = fresh_drive(tmp_path / "CIRCUITPY")
    assert run(drive)[0] == 0
    # the player's own: a setting changed by hand, a file of theirs
    settings = (drive / "settings.toml").read_text().replace("CONSOLE_SOUND = 1", "CONSOLE_SOUND = 0")
    (drive / "settings.toml").write_text(settings)
    (drive / "notes.txt").write_text("high score 212\n")
    before = as_written(drive)
    code, out = run(drive)
    assert code == 0
    after = as_written(drive)
    assert after["settings.toml"] == before["settings.toml"] and b"CONSOLE_SOUND = 0" in after["settings.toml"]
    assert after["notes.txt"] == before["notes.txt"]
    # deploy writes only the console's files: the saves live in the chip's
    # NVM, which no file on the drive reaches
    changed = set(name for name in after if after[name] != before.get(name))
    assert changed <= set(bundle.drive_files()) and set(after) == set(before)


def test_circup_txt_names_the_libraries_deploy_copies_into_lib():
    with open(os.path.join(ROOT, "circup.txt")) as file:
        listed = sorted(line.split("#")[0].strip() for line in file if line.split("#")[0].strip())
    files, _ = deploy.plan()
    copied = sorted(set(dest.split("/")[1].rsplit(".", 1)[0] for _, dest in files
                        if dest.startswith("lib/")))
    assert listed == copied
