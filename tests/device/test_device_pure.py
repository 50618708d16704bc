"""The device lane's own parts, without firmware: the ST7789 decoder on a
synthetic byte stream, the drive image read back, the NVM save bytes at the
right flash offset, and the runner placing them there. Node.js with rp2040js
(`npm ci`) is needed for the runner and decoder tests; they skip without it."""
import json
import os
import shutil
import struct
import subprocess

import pytest

import emulator
import fat
import lane
import saves

needs_node = pytest.mark.skipif(emulator.node_ready() is not None, reason=str(emulator.node_ready()))


def rgb(r, g, b):
    return ((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3)


def logical_picture():
    """A 240x240 RGB565 picture with no symmetry: a gradient plus a marked corner."""
    import numpy as np

    y, x = np.mgrid[0:240, 0:240]
    px = ((x * 31 // 239) << 11) | ((y * 63 // 239) << 5) | ((x + y) % 32)
    px[0:10, 0:20] = rgb(255, 255, 255)  # top-left mark, wider than tall
    return px.astype(np.uint16)


def stream_as_displayio_sends(picture, rotation=90, rowstart=80):
    """What the firmware sends for `picture`, as CircuitPython's displayio does
    for hw/pico_st7789.py's display: the console's start-up commands
    (hw/st7789.py: MADCTL last set to 0xC0), the picture turned clockwise by
    `rotation` in software, the window offset by rowstart, RAMWR, RGB565
    big-endian. Pairs of (dc, byte)."""
    import numpy as np

    from hw import st7789

    native = np.rot90(picture, k=-(rotation // 90))  # clockwise
    out = bytearray()

    def command(c, *data):
        out.extend((0, c))
        for d in data:
            out.extend((1, d))

    # displayio's init sequence: command, parameter count (bit 7: a pause
    # byte follows the parameters), parameters
    sequence = st7789.INIT_SEQUENCE
    at = 0
    while at < len(sequence):
        count = sequence[at + 1] & 0x7F
        command(sequence[at], *sequence[at + 2:at + 2 + count])
        at += 2 + count + (1 if sequence[at + 1] & 0x80 else 0)
    # two bands, as displayio sends an area in pieces
    for y0, y1 in ((0, 100), (100, 240)):
        command(0x2A, 0, 0, 0, 239)
        command(0x2B, (y0 + rowstart) >> 8, (y0 + rowstart) & 0xFF, (y1 - 1 + rowstart) >> 8,
                (y1 - 1 + rowstart) & 0xFF)
        command(0x2C)
        for value in native[y0:y1].astype(">u2").tobytes():
            out.extend((1, value))
    return bytes(out)


def decode(tmp_path, stream):
    src = tmp_path / "stream.bin"
    dst = tmp_path / "frame.rgb565"
    src.write_bytes(stream)
    done = subprocess.run([emulator.node(), os.path.join(emulator.HERE, "decode.js"), str(src), str(dst)],
                          capture_output=True, text=True, check=True)
    return dst.read_bytes(), json.loads(done.stdout)


@needs_node
def test_the_decoder_puts_displayio_pixels_where_the_panel_shows_them(tmp_path):
    import numpy as np

    picture = logical_picture()
    raw, state = decode(tmp_path, stream_as_displayio_sends(picture))
    assert state["madctl"] == 0xC0 and state["inverted"] and state["display_on"] and not state["sleeping"]
    assert state["pixels"] == 240 * 240 and state["outside"] == 0 and state["writes"] == 2
    ram = np.frombuffer(raw, dtype=">u2").reshape(240, 240)
    # MY|MX: the RAM holds the sent rows 80..319 mirrored into the visible 0..239
    native = np.rot90(picture, k=-1)
    assert (ram == native[::-1, ::-1]).all()
    # and lane.upright() gives back the picture the app drew
    assert lane.upright(raw, state, 90) == picture.astype(">u2").tobytes()


@needs_node
@pytest.mark.parametrize("rotation", [0, 180, 270])
def test_upright_undoes_every_rotation(tmp_path, rotation):
    picture = logical_picture()
    raw, state = decode(tmp_path, stream_as_displayio_sends(picture, rotation=rotation))
    assert lane.upright(raw, state, rotation) == picture.astype(">u2").tobytes()


@needs_node
def test_the_decoder_follows_a_window_across_its_rows_and_ignores_other_commands(tmp_path):
    out = bytearray()
    out += bytes((0, 0x36, 1, 0x00))  # MADCTL: no mirrors
    out += bytes((0, 0x2A, 1, 0, 1, 10, 1, 0, 1, 11))  # columns 10..11
    out += bytes((0, 0x2B, 1, 0, 1, 5, 1, 0, 1, 6))  # rows 5..6
    out += bytes((0, 0x2C))
    for value in (0x1111, 0x2222, 0x3333, 0x4444, 0x5555):  # the fifth wraps to the start
        out += bytes((1, value >> 8, 1, value & 0xFF))
    out += bytes((0, 0xB2, 1, 0x0C, 1, 0x0C))  # a command the decoder does not model
    raw, state = decode(tmp_path, bytes(out))
    px = lambda x, y: struct.unpack_from(">H", raw, (y * 240 + x) * 2)[0]  # noqa: E731
    assert (px(10, 5), px(11, 5), px(10, 6), px(11, 6)) == (0x5555, 0x2222, 0x3333, 0x4444)
    assert state["pixels"] == 5 and state["window"] == [10, 11, 5, 6]


def test_the_drive_image_reads_back_as_the_install_writes_it():
    files = emulator.install_files({"lib/README.txt": b"x" * 3000})
    sizes = {board: emulator.drive_size(board) for board in emulator.BOARDS}
    assert sizes == {"pico": 1024 * 1024, "pico_w": 508 * 1024, "picosystem": 15 * 1024 * 1024}
    for board, size in sizes.items():
        image = emulator.drive_image(files, board)
        assert len(image) == size
        back, geometry = fat.read_volume(image)
        assert geometry["type"] == "FAT12" and geometry["label"] == "CIRCUITPY"
        assert {k: v for k, v in back.items() if v is not None} == files
        assert back["lib"] is None  # a folder
    with open(os.path.join(emulator.ROOT, "settings.toml"), "rb") as f:
        assert files["settings.toml"] == f.read()


@pytest.mark.skipif(shutil.which("fsck.fat") is None, reason="fsck.fat (dosfstools) is not installed")
def test_fsck_finds_nothing_wrong_with_the_drive_image(tmp_path):
    for board in emulator.BOARDS:
        path = tmp_path / (board + ".img")
        path.write_bytes(emulator.drive_image(emulator.install_files({"a/b/long name.txt": b"z" * 9000}), board))
        done = subprocess.run(["fsck.fat", "-n", str(path)], capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr


def test_the_save_goes_into_the_nvm_sector_below_the_drive(tmp_path):
    nvm, record = saves.bot_save(*saves.SESSIONS["gold"])
    config, _ = emulator.prepare(str(tmp_path), "x.uf2", "bootrom.bin", nvm=nvm)
    where = {os.path.basename(i["path"]): i["offset"] for i in config["images"]}
    # ports/raspberrypi/mpconfigport.h: firmware 1020 KiB, NVM 4 KiB, then the drive
    assert where == {"drive.img": 0x100000, "nvm.bin": 0xFF000}
    # a Pico W's firmware region is 1536 KiB: everything after it moves
    config_w, _ = emulator.prepare(str(tmp_path / "w"), "x.uf2", "bootrom.bin", board="pico_w", nvm=nvm)
    assert sorted(i["offset"] for i in config_w["images"]) == [0x180000, 0x181000]
    assert (tmp_path / "nvm.bin").read_bytes() == nvm
    # the console's own loader reads the game back from those bytes
    loaded, notice = saves.load_notice(nvm)
    assert notice is None and loaded == record and len(record.moves) >= 6
    assert config["keys"] == {"UP": 2, "DOWN": 18, "LEFT": 16, "RIGHT": 20, "A": 15, "B": 17, "X": 19,
                              "Y": 21, "MENU": 3}
    assert config["display"] == {"spi": 1, "dc": 8, "cs": 9, "view_row": 0, "view_col": 0}


def test_a_nonsense_save_is_refused_by_the_consoles_own_check():
    record, notice = saves.load_notice(saves.nonsense_save())
    assert record is None and notice == "The saved game was damaged (bad seat count) and cannot be continued."


def fake_uf2(blocks):
    """A UF2 file of (address, payload) blocks."""
    out = bytearray()
    for n, (address, payload) in enumerate(blocks):
        block = struct.pack("<IIIIIIII", 0x0A324655, 0x9E5D5157, 0x2000, address, len(payload), n, len(blocks),
                            0xE48BFF56)
        out += block + payload.ljust(476, b"\0") + struct.pack("<I", 0x0AB16F30)
    return bytes(out)


@needs_node
def test_the_runner_writes_uf2_drive_and_nvm_into_flash(tmp_path):
    uf2 = tmp_path / "fw.uf2"
    uf2.write_bytes(fake_uf2([(0x10000000, b"\x11" * 256), (0x10000100, b"\x22" * 256)]))
    bootrom = tmp_path / "bootrom.bin"
    bootrom.write_bytes(b"\0" * 16384)
    nvm = bytes(range(256)) * 16
    config, config_path = emulator.prepare(str(tmp_path), str(uf2), str(bootrom), nvm=nvm, flash_writes=False)
    ops = tmp_path / "ops.json"
    dumps = [("fw", 0, 512), ("nvm", emulator.nvm_offset(), 4096), ("drive", emulator.drive_offset(), 1024 * 1024)]
    ops.write_text(json.dumps([{"op": "read_flash", "offset": o, "length": n, "path": str(tmp_path / name)}
                               for name, o, n in dumps] + [{"op": "quit"}]))
    done = subprocess.run([emulator.node(), emulator.RUNNER, config_path, "--script", str(ops)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    ready = json.loads(done.stdout.splitlines()[0])
    assert ready["uf2_blocks"] == 2 and ready["ms"] == 0
    assert (tmp_path / "fw").read_bytes() == b"\x11" * 256 + b"\x22" * 256
    assert (tmp_path / "nvm").read_bytes() == nvm
    assert (tmp_path / "drive").read_bytes() == (tmp_path / "drive.img").read_bytes()


def waveshare_demo_stream(picture):
    """What Waveshare's own Pico-LCD-1.3 demo sends for its frame buffer
    (`picture`, upright with the board held joystick left, A/B/X/Y right):
    MADCTL 0x70 (rows and columns exchanged, columns mirrored), the window
    0..239 both ways, no offset, then the buffer row by row."""
    out = bytearray()

    def command(c, *data):
        out.extend((0, c))
        for d in data:
            out.extend((1, d))

    command(0x36, 0x70)
    command(0x3A, 0x05)
    command(0x21)
    command(0x11)
    command(0x29)
    command(0x2A, 0, 0, 0, 239)
    command(0x2B, 0, 0, 0, 239)
    command(0x2C)
    for value in picture.astype(">u2").tobytes():
        out.extend((1, value))
    return bytes(out)


@needs_node
def test_the_console_s_picture_stands_as_waveshare_s_own_demo_does(tmp_path):
    # The same picture on the same panel, sent Waveshare's way and the
    # console's way (hw/st7789.py's MADCTL 0xC0, displayio turning it by
    # hw/pico_st7789.py's default): the panel must show the same pixels, so
    # the joystick's UP is up in the console's picture too. Turned 90 (the
    # default before), it stood on its head.
    rotation = lane.default_rotation(lane.ROOT)   # hw/pico_st7789.py's ROTATION
    assert rotation == 270
    picture = logical_picture()
    theirs, _ = decode(tmp_path, waveshare_demo_stream(picture))
    ours, _ = decode(tmp_path, stream_as_displayio_sends(picture, rotation=rotation))
    assert ours == theirs
    upside_down, _ = decode(tmp_path, stream_as_displayio_sends(picture, rotation=90))
    assert upside_down != theirs


def test_a_deployed_folder_replaces_the_bundle_files_when_asked(tmp_path, monkeypatch):
    """lane.py --drive: the files a deploy wrote (with .mpy, say), not the
    bundle's; the board's own boot_out.txt is not copied, and the lane's
    settings.toml replaces the deploy's."""
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "rng.mpy").write_bytes(b"C\x06\x00\x1f")
    (tmp_path / "code.py").write_bytes(b"print(1)\n")
    (tmp_path / "boot_out.txt").write_bytes(b"Adafruit CircuitPython 10.2.1\n")
    (tmp_path / "settings.toml").write_bytes(b"A = 1\n")
    monkeypatch.setattr(emulator, "DRIVE_DIR", str(tmp_path))
    files = emulator.install_files({"extra.txt": b"x"}, settings_text="B = 2\n")
    assert files == {"engine/rng.mpy": b"C\x06\x00\x1f", "code.py": b"print(1)\n", "settings.toml": b"B = 2\n",
                     "extra.txt": b"x"}
    monkeypatch.setattr(emulator, "DRIVE_DIR", "")
    assert "engine/rng.py" in emulator.install_files()


def test_the_floor_code_starts_the_display_as_the_console_does():
    # lane.floor_session times a start with the console's own display start-up
    from hw import st7789

    code = lane.FLOOR_CODE % (lane.constant("hw/picosetup.py", "SPI_BAUDRATE"),
                              lane.constant("hw/st7789.py", "INIT_SEQUENCE"),
                              lane.constant("hw/picosetup.py", "ROTATION"))
    assert repr(st7789.INIT_SEQUENCE) in code and "baudrate=62500000" in code and "rotation=270" in code
    compile(code, "code.py", "exec")
    with pytest.raises(KeyError):
        lane.constant("hw/st7789.py", "NO_SUCH_NAME")
    # a PicoSystem's display is its firmware's: no floor, and no emulator started
    assert lane.floor_session(None, None, "picosystem")["power_on_to_frame_ms"] is None
