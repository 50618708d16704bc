# CRC32 (the zlib one) for save slots, kept in two 16-bit halves so every
# value stays a small int on MicroPython/CircuitPython: no bignum allocation per
# byte, and no dependence on zlib/binascii, which CircuitPython builds may lack.

from array import array

_crc_lo = None
_crc_hi = None


def _crc_table():
    global _crc_lo, _crc_hi
    # 16-bit arrays: 1 KB for both tables instead of two lists of ints.
    lo_table = array("H")
    hi_table = array("H")
    for n in range(256):
        lo = n
        hi = 0
        for _ in range(8):
            odd = lo & 1
            lo = (lo >> 1) | ((hi & 1) << 15)
            hi >>= 1
            if odd:
                lo ^= 0x8320
                hi ^= 0xEDB8
        lo_table.append(lo)
        hi_table.append(hi)
    _crc_lo = lo_table
    _crc_hi = hi_table


def _crc_update(hi, lo, data, start, end):
    tlo = _crc_lo
    thi = _crc_hi
    for i in range(start, end):
        k = (lo ^ data[i]) & 0xFF
        lo = ((lo >> 8) | ((hi & 0xFF) << 8)) ^ tlo[k]
        hi = (hi >> 8) ^ thi[k]
    return hi, lo


def _crc_parts(data, start, end):
    """CRC32 of data[start:end] as (hi, lo) 16-bit halves."""
    if _crc_lo is None:
        _crc_table()
    hi, lo = _crc_update(0xFFFF, 0xFFFF, data, start, end)
    return hi ^ 0xFFFF, lo ^ 0xFFFF


def crc32(data):
    """The standard CRC32 (same as zlib.crc32) of a bytes-like object."""
    hi, lo = _crc_parts(data, 0, len(data))
    return (hi << 16) | lo


def slot_crc(head, body, start, end):
    # Over the first 7 header bytes and the payload body[start:end] (the CRC
    # field itself is skipped).
    if _crc_lo is None:
        _crc_table()
    hi, lo = _crc_update(0xFFFF, 0xFFFF, head, 0, 7)
    hi, lo = _crc_update(hi, lo, body, start, end)
    return hi ^ 0xFFFF, lo ^ 0xFFFF
