// An ST7789 as the console's firmware drives it: bytes from the SPI bus, each
// with the level of the DC pin (low = command, high = data), decoded into the
// controller's 240 x 320 RAM and cut to the panel's visible 240 x 240.
//
// The firmware sends pixels in the controller's own orientation (displayio
// rotates in software), so the frame is the panel's RAM as MADCTL maps it:
// MY (0x80) mirrors rows, MX (0x40) mirrors columns, MV (0x20) exchanges them.
// The Waveshare Pico-LCD-1.3 (hw/pico_st7789.py: rowstart 80) shows RAM rows
// 0..239; the console's start-up (hw/st7789.py) ends with MADCTL 0xC0
// (MY|MX), so the firmware writes rows 80..319 and they land on the visible
// 0..239.
//
// Pixels are kept as the RGB565 values written (big-endian on the wire).
// INVON/INVOFF and the BGR bit are recorded, not applied: IPS panels like
// these need INVON to show the values as they are.
'use strict';

const RAM_COLS = 240;
const RAM_ROWS = 320;

const CMD = {
  SWRESET: 0x01,
  SLPOUT: 0x11,
  NORON: 0x13,
  INVOFF: 0x20,
  INVON: 0x21,
  DISPOFF: 0x28,
  DISPON: 0x29,
  CASET: 0x2a,
  RASET: 0x2b,
  RAMWR: 0x2c,
  MADCTL: 0x36,
  COLMOD: 0x3a,
  RAMWRC: 0x3c,
};

class ST7789 {
  constructor(options = {}) {
    this.viewWidth = options.viewWidth || 240;
    this.viewHeight = options.viewHeight || 240;
    this.viewCol = options.viewCol || 0; // the visible window's first RAM column
    this.viewRow = options.viewRow || 0; // and row
    this.ram = new Uint16Array(RAM_COLS * RAM_ROWS);
    this.reset();
  }

  reset() {
    this.ram.fill(0);
    this.command = -1;
    this.params = [];
    this.madctl = 0;
    this.colmod = 0x66;
    this.inverted = false;
    this.displayOn = false;
    this.sleeping = true;
    this.xs = 0;
    this.xe = RAM_COLS - 1;
    this.ys = 0;
    this.ye = RAM_ROWS - 1;
    this.x = 0;
    this.y = 0;
    this.high = -1; // first byte of a pixel, waiting for the second
    this.pixels = 0; // pixels written since the start
    this.writes = 0; // RAMWR commands since the start
    this.commands = 0;
    this.resets = 0; // SWRESET commands: one each time the display is made
    this.outside = 0; // pixels that fell outside the RAM
    this.lastPixelNanos = 0;
  }

  // One byte from the bus; dc: true for data, false for a command.
  byte(value, dc, nanos = 0) {
    if (!dc) {
      this.commandByte(value & 0xff);
    } else {
      this.dataByte(value & 0xff, nanos);
    }
  }

  commandByte(cmd) {
    this.commands++;
    this.command = cmd;
    this.params = [];
    this.high = -1;
    switch (cmd) {
      case CMD.SWRESET:
        this.resets++;
        this.madctl = 0;
        this.inverted = false;
        this.displayOn = false;
        this.sleeping = true;
        break;
      case CMD.SLPOUT:
        this.sleeping = false;
        break;
      case CMD.INVON:
        this.inverted = true;
        break;
      case CMD.INVOFF:
        this.inverted = false;
        break;
      case CMD.DISPON:
        this.displayOn = true;
        break;
      case CMD.DISPOFF:
        this.displayOn = false;
        break;
      case CMD.RAMWR:
        this.writes++;
        this.x = this.xs;
        this.y = this.ys;
        break;
      default:
        break;
    }
  }

  dataByte(b, nanos) {
    switch (this.command) {
      case CMD.CASET:
      case CMD.RASET: {
        this.params.push(b);
        if (this.params.length === 4) {
          const p = this.params;
          const start = (p[0] << 8) | p[1];
          const end = (p[2] << 8) | p[3];
          if (this.command === CMD.CASET) {
            this.xs = start;
            this.xe = end;
          } else {
            this.ys = start;
            this.ye = end;
          }
        }
        break;
      }
      case CMD.MADCTL:
        this.madctl = b;
        break;
      case CMD.COLMOD:
        this.colmod = b;
        break;
      case CMD.RAMWR:
      case CMD.RAMWRC:
        if (this.high < 0) {
          this.high = b;
        } else {
          this.pixel((this.high << 8) | b, nanos);
          this.high = -1;
        }
        break;
      default:
        this.params.push(b);
        break;
    }
  }

  // The RAM cell for the address counters (x: column, y: row) under MADCTL.
  cell(x, y) {
    const mv = this.madctl & 0x20;
    let col = mv ? y : x;
    let row = mv ? x : y;
    if (this.madctl & 0x40) col = RAM_COLS - 1 - col;
    if (this.madctl & 0x80) row = RAM_ROWS - 1 - row;
    if (col < 0 || col >= RAM_COLS || row < 0 || row >= RAM_ROWS) return -1;
    return row * RAM_COLS + col;
  }

  pixel(rgb565, nanos) {
    const at = this.cell(this.x, this.y);
    if (at < 0) {
      this.outside++;
    } else {
      this.ram[at] = rgb565;
    }
    this.pixels++;
    this.lastPixelNanos = nanos;
    this.x++;
    if (this.x > this.xe) {
      this.x = this.xs;
      this.y++;
      if (this.y > this.ye) this.y = this.ys;
    }
  }

  // The visible frame: viewWidth x viewHeight RGB565 values, rows top to bottom.
  frame() {
    const out = new Uint16Array(this.viewWidth * this.viewHeight);
    for (let r = 0; r < this.viewHeight; r++) {
      const from = (this.viewRow + r) * RAM_COLS + this.viewCol;
      out.set(this.ram.subarray(from, from + this.viewWidth), r * this.viewWidth);
    }
    return out;
  }

  // The frame as bytes: RGB565 big-endian, as on the wire.
  frameBytes() {
    const frame = this.frame();
    const bytes = Buffer.alloc(frame.length * 2);
    for (let i = 0; i < frame.length; i++) bytes.writeUInt16BE(frame[i], i * 2);
    return bytes;
  }

  state() {
    return {
      madctl: this.madctl,
      colmod: this.colmod,
      inverted: this.inverted,
      display_on: this.displayOn,
      sleeping: this.sleeping,
      pixels: this.pixels,
      writes: this.writes,
      commands: this.commands,
      resets: this.resets,
      outside: this.outside,
      window: [this.xs, this.xe, this.ys, this.ye],
    };
  }
}

module.exports = { ST7789, CMD, RAM_COLS, RAM_ROWS };
