import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)


def pytest_collection_modifyitems(session, config, items):
    """The firmware tests last: each waits for its emulator session, and the
    rest of the suite runs meanwhile (the sessions start at collection's end)."""
    items.sort(key=lambda item: getattr(item, "module", None) is not None
               and item.module.__name__ == "test_device_firmware")


def pytest_collection_finish(session):
    """Starts the device sessions the selected firmware tests need (after
    -k and the like have deselected), in the background, so that they run
    while the rest of the suite does."""
    names = []
    module = None
    for item in session.items:
        if getattr(item, "module", None) is None or item.module.__name__ != "test_device_firmware":
            continue
        module = item.module
        pattern = module.TEST_JOBS.get(item.originalname)
        if pattern:
            params = list(getattr(item, "callspec", None).params.values()) if hasattr(item, "callspec") else []
            names.append(pattern.format(*params))
    if module is not None and names:
        module.start(names)
