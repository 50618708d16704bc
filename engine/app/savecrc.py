# CRC32 (the zlib one) for save slots, kept in two 16-bit halves so every
# value stays a small int on MicroPython/CircuitPython: no bignum allocation per
# byte, and no dependence on zlib/binascii, which CircuitPython builds may lack.
# A nibble at a time from two 16-entry tables written out here: a byte-wide
# table (two 256-entry arrays) would take 1 KB of heap for the whole session to
# save a few milliseconds a save.

# CRC32 (polynomial 0xEDB88320, reflected) of each nibble value, low and high halves.
_LO = (0x0000, 0x1064, 0x20C8, 0x30AC, 0x4190, 0x51F4, 0x6158, 0x713C,
       0x8320, 0x9344, 0xA3E8, 0xB38C, 0xC2B0, 0xD2D4, 0xE278, 0xF21C)
_HI = (0x0000, 0x1DB7, 0x3B6E, 0x26D9, 0x76DC, 0x6B6B, 0x4DB2, 0x5005,
       0xEDB8, 0xF00F, 0xD6D6, 0xCB61, 0x9B64, 0x86D3, 0xA00A, 0xBDBD)


def _crc_update(hi, lo, data, start, end):
    tlo = _LO
    thi = _HI
    for i in range(start, end):
        lo ^= data[i]
        k = lo & 0xF
        lo = ((lo >> 4) | ((hi & 0xF) << 12)) ^ tlo[k]
        hi = (hi >> 4) ^ thi[k]
        k = lo & 0xF
        lo = ((lo >> 4) | ((hi & 0xF) << 12)) ^ tlo[k]
        hi = (hi >> 4) ^ thi[k]
    return hi, lo


def crc32(data):
    """The standard CRC32 (same as zlib.crc32) of a bytes-like object."""
    hi, lo = _crc_update(0xFFFF, 0xFFFF, data, 0, len(data))
    return ((hi ^ 0xFFFF) << 16) | (lo ^ 0xFFFF)


def slot_crc(head, body, start, end):
    # Over the first 7 header bytes and the payload body[start:end] (the CRC
    # field itself is skipped).
    hi, lo = _crc_update(0xFFFF, 0xFFFF, head, 0, 7)
    hi, lo = _crc_update(hi, lo, body, start, end)
    return hi ^ 0xFFFF, lo ^ 0xFFFF
