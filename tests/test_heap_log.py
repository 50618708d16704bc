# CONSOLE_HEAP_LOG: the free heap on the serial console, which the device
# lane (tests/device/) reads to find each session's lowest point. Off by
# default (a collection at every screen costs time); on, one line per screen
# change and per move. CPython has no gc.mem_free, so the test lends one.
import gc

from app_driver import run_app, start_game, until


def heap_lines(settings, monkeypatch):
    monkeypatch.setattr(gc, "mem_free", lambda: 123456, raising=False)

    def script(app, hw):
        yield from start_game(app, 1, [2, 2])   # Gold, two easy bots
        yield from until(app, "result")

    _, hw = run_app(script, settings=settings)
    return [line for line in hw.logs if line.startswith("heap: ")]


def test_the_heap_log_is_off_by_default(monkeypatch):
    assert heap_lines({}, monkeypatch) == []


def test_the_heap_log_names_each_screen_and_move_with_the_free_bytes(monkeypatch):
    lines = heap_lines({"CONSOLE_HEAP_LOG": 1}, monkeypatch)
    assert "heap: title 123456" in lines
    assert "heap: move 123456" in lines
    assert any(line.startswith("heap: setup") for line in lines), lines[:5]
    assert all(line.split()[-1] == "123456" for line in lines)


def test_level_2_adds_the_largest_free_block(monkeypatch):
    lines = heap_lines({"CONSOLE_HEAP_LOG": 2}, monkeypatch)
    assert "heap: title 123456 123456" in lines  # CPython allocates any trial
    assert all(len(line.split()) == 4 for line in lines)


def test_the_largest_block_is_found_to_16_bytes(monkeypatch):
    from engine.app import shell

    class Heap:
        def __call__(self, n):
            if n > 5000:
                raise MemoryError
            return b""
    monkeypatch.setitem(shell.__dict__, "bytearray", Heap())
    assert shell.largest_block(100000) == 4992
    assert shell.largest_block(3000) == 2992


def test_level_3_lists_the_largest_free_blocks(monkeypatch):
    from engine.app import shell

    with monkeypatch.context() as patch:
        sizes = iter([5008, 3008, 1008, 200])
        patch.setattr(shell, "largest_block", lambda limit: next(sizes))
        assert shell.free_blocks(10000) == "5008,3008,1008"
    lines = heap_lines({"CONSOLE_HEAP_LOG": 3}, monkeypatch)
    # CPython allocates any trial: twelve blocks of the whole free heap
    assert "heap: title 123456 " + ",".join(["123456"] * 12) in lines


def test_a_python_without_mem_free_logs_nothing(monkeypatch):
    if hasattr(gc, "mem_free"):
        monkeypatch.delattr(gc, "mem_free")

    def script(app, hw):
        yield from start_game(app, 1, [2, 2])
        yield from until(app, "turn", "result")
    _, hw = run_app(script, settings={"CONSOLE_HEAP_LOG": 1})
    assert not [line for line in hw.logs if line.startswith("heap: ")]
