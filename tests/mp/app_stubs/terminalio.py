# A stand-in for terminalio under the MicroPython binary: a 6x12 font.


class _Font:
    def get_bounding_box(self):
        return (6, 12)


FONT = _Font()
