#!/usr/bin/env node
// The device lane's emulator: a real CircuitPython UF2 on rp2040js (npm,
// pinned in package.json), with the B1 bootrom, a FAT drive image and NVM
// bytes written into flash, USB CDC serial to a log, buttons on GPIO inputs
// and the display's SPI bytes decoded into frames (st7789.js).
//
//   node tests/device/runner.js CONFIG.json [--script OPS.json]
//
// CONFIG (written by tests/device/emulator.py):
//   uf2, bootrom           paths
//   images                 [{path, offset}] written into flash after the UF2
//   display                {spi: 0|1, dc: gpio, cs: gpio or -1, view_row, view_col}
//   keys                   {"A": gpio, ...}: pull-up inputs, pressed = low
//   serial_log             path the USB serial output is appended to
//   flash_writes, fix_qspi_cs, fix_spi_timer, fix_usb_idle, fix_wfi
//                          false turns that fix off (to show what it is
//                          for); all default to on
//
// Operations, one JSON object a line on stdin (or a list in --script); each
// gets one JSON reply line on stdout. Emulated time only moves inside an
// operation, so a session is the same run every time.
//   {"op":"run","ms":N}                          let N emulated ms pass
//   {"op":"until_serial","text":S,"ms":N,"from":OFFSET}
//                                                run until S is in the serial
//                                                output after OFFSET (default:
//                                                the end at the last until_serial)
//   {"op":"until_quiet","quiet_ms":Q,"ms":N,"changed":B}
//                                                run until no pixel for Q ms
//                                                (with changed: after one at least);
//                                                last_pixel_ms: the last one's time
//   {"op":"press","key":K,"hold_ms":H,"gap_ms":G} hold K low for H ms, then G ms up
//   {"op":"key","key":K,"down":true|false}       set one key's level
//   {"op":"send","text":S} / {"op":"send","bytes":[3]}   USB serial input
//   {"op":"frame","path":P}                      write the frame (RGB565 BE) to P
//   {"op":"read_flash","offset":O,"length":N,"path":P}   write flash bytes to P
//   {"op":"pixel_before","at":OFFSET}            the emulated ms of the last pixel the
//                                                display was sent before serial byte
//                                                OFFSET came (last_pixel_ms)
//   {"op":"status"}                              time, serial length, display state,
//                                                the time the core has slept
//   {"op":"quit"}
'use strict';

const fs = require('fs');
const readline = require('readline');
const { Simulator, USBCDC, ConsoleLogger, LogLevel } = require('rp2040js');
const { ST7789 } = require('./st7789.js');

const FLASH_BASE = 0x10000000;
const CYCLE_NANOS = 1e9 / 125e6; // rp2040js runs the core at 125 MHz
const SLICE = 200000; // instructions between checks of a stop condition

function loadUF2(path, flash) {
  const data = fs.readFileSync(path);
  let blocks = 0;
  for (let at = 0; at + 512 <= data.length; at += 512) {
    const magic0 = data.readUInt32LE(at);
    const magic1 = data.readUInt32LE(at + 4);
    const magicEnd = data.readUInt32LE(at + 508);
    if (magic0 !== 0x0a324655 || magic1 !== 0x9e5d5157 || magicEnd !== 0x0ab16f30) {
      throw new Error(`${path}: block ${at / 512} is not a UF2 block`);
    }
    const flags = data.readUInt32LE(at + 8);
    if (flags & 1) continue; // "not main flash"
    const address = data.readUInt32LE(at + 12);
    const size = data.readUInt32LE(at + 16);
    if (address < FLASH_BASE || address + size > FLASH_BASE + flash.length) {
      throw new Error(`${path}: block at 0x${address.toString(16)} is outside flash`);
    }
    flash.set(data.subarray(at + 32, at + 32 + size), address - FLASH_BASE);
    blocks++;
  }
  return blocks;
}

class Device {
  constructor(config) {
    this.config = config;
    this.sim = new Simulator();
    const mcu = (this.mcu = this.sim.rp2040);
    mcu.logger = new ConsoleLogger(LogLevel.Error);
    // The bootrom first: loadBootrom() resets the chip, which erases flash.
    const rom = fs.readFileSync(config.bootrom);
    mcu.loadBootrom(new Uint32Array(rom.buffer, rom.byteOffset, rom.length >> 2));
    this.uf2Blocks = loadUF2(config.uf2, mcu.flash);
    for (const image of config.images || []) {
      const bytes = fs.readFileSync(image.path);
      if (image.offset + bytes.length > mcu.flash.length) {
        throw new Error(`${image.path} does not fit in flash at 0x${image.offset.toString(16)}`);
      }
      mcu.flash.set(bytes, image.offset);
    }

    // Flash writes: rp2040js does not model the flash chip behind the QSPI
    // controller, so the bootrom's erase and program routines would change
    // nothing. Their first instruction becomes a breakpoint that does the
    // work on the flash array and returns, so saves (NVM) and the drive's
    // writes persist for the rest of the session.
    this.flashWrites = { erased: 0, programmed: 0 };
    if (config.flash_writes !== false) this.trapFlashWrites(rom);

    // Fix 1: the QSPI chip-select pin reads low in rp2040js, which
    // CircuitPython takes for the BOOTSEL button held; make it read high.
    if (config.fix_qspi_cs !== false) {
      Object.defineProperty(mcu.qspi[1], 'inputValue', { get: () => true });
    }

    // Fix 2: the display's SPI completes each byte on a short timer (at the
    // bus's bit rate) instead of at once, which hangs the DMA path.
    const display = config.display || { spi: 1, dc: 8, cs: 9 };
    this.lcd = new ST7789({ viewRow: display.view_row || 0, viewCol: display.view_col || 0 });
    const spi = mcu.spi[display.spi];
    const dc = mcu.gpio[display.dc];
    const cs = display.cs >= 0 ? mcu.gpio[display.cs] : null;
    const clock = mcu.clock;
    const done = clock.createAlarm(() => spi.completeTransmit(0));
    const timer = config.fix_spi_timer !== false;
    this.spiBytes = 0;
    this.fixWfi = config.fix_wfi !== false; // fix 4, in runUntil()
    this.sleptNanos = 0; // emulated time the core spent asleep (WFI, WFE)
    spi.onTransmit = (value) => {
      this.spiBytes++;
      if (!cs || !cs.outputValue) this.lcd.byte(value, dc.outputValue, clock.nanos);
      if (!timer) {
        spi.completeTransmit(0); // rp2040js's own default, for comparison
        return;
      }
      const hz = spi.clockFrequency;
      done.schedule(hz > 0 ? Math.max(8, Math.round((8 * 1e9) / hz)) : 1000);
    };

    // Buttons: inputs with pull-ups, so released reads high.
    this.keys = config.keys || {};
    for (const name of Object.keys(this.keys)) mcu.gpio[this.keys[name]].setInputValue(true);

    // USB CDC serial.
    this.serial = Buffer.alloc(0);
    this.serialMark = 0;
    this.connectedAt = -1;
    this.pendingInput = [];
    this.logFd = config.serial_log ? fs.openSync(config.serial_log, 'a') : null;
    this.cdc = new USBCDC(mcu.usbCtrl);
    this.cdc.onDeviceConnected = () => {
      this.connectedAt = this.ms();
      for (const b of this.pendingInput) this.cdc.sendSerialByte(b);
      this.pendingInput = [];
      this.answerHeldRead();
    };
    // Fix 3: a real host sends the OUT endpoint a packet only when it has
    // bytes for the device. rp2040js's USBCDC answers every read of it at
    // once, with nothing when nothing is queued; the firmware arms the
    // endpoint again at once, and that storm of empty packets (about 36,000
    // USB interrupts an emulated second) took about half the emulated CPU,
    // busy or idle. A read with nothing to send now waits for send().
    this.heldRead = null;
    const usb = mcu.usbCtrl;
    const cdcRead = usb.onEndpointRead;
    this.answerRead = cdcRead;
    if (config.fix_usb_idle !== false) {
      usb.onEndpointRead = (endpoint, size) => {
        if (endpoint === this.cdc.outEndpoint && this.cdc.txFIFO.empty) {
          this.heldRead = [endpoint, size];
          return;
        }
        cdcRead(endpoint, size);
      };
    }
    // For each piece of serial output: the serial's length with it and the
    // time of the display's last pixel when it came (pixel_before). Only
    // looked at, so a session runs as it would without it.
    this.pixelAtSerial = [];
    this.cdc.onSerialData = (data) => {
      const chunk = Buffer.from(data);
      this.serial = Buffer.concat([this.serial, chunk]);
      this.pixelAtSerial.push([this.serial.length, this.lcd.lastPixelNanos]);
      if (this.logFd !== null) fs.writeSync(this.logFd, chunk);
      if (config.echo) process.stderr.write(chunk);
    };

    mcu.core.PC = FLASH_BASE;
  }

  trapFlashWrites(rom) {
    const { mcu } = this;
    const half = (at) => rom.readUInt16LE(at);
    const table = half(0x14);
    const found = {};
    for (let at = table; half(at) !== 0; at += 4) {
      const code = String.fromCharCode(half(at) & 0xff, half(at) >> 8);
      found[code] = half(at + 2) & ~1;
    }
    const traps = { RE: 0xe0, RP: 0xe1 }; // flash_range_erase, flash_range_program
    const routines = {};
    for (const code of Object.keys(traps)) {
      const at = found[code];
      if (at === undefined) throw new Error(`bootrom has no ${code} routine`);
      const word = mcu.bootrom[at >> 2];
      const shift = (at & 2) * 8;
      mcu.bootrom[at >> 2] = (word & ~(0xffff << shift)) | ((0xbe00 | traps[code]) << shift);
      routines[traps[code]] = code;
    }
    const { core, flash } = mcu;
    mcu.onBreak = (imm) => {
      const r = core.registers;
      if (routines[imm] === 'RE') {
        // flash_range_erase(addr, count, block_size, block_cmd)
        const addr = r[0] >>> 0;
        const count = r[1] >>> 0;
        flash.fill(0xff, addr, Math.min(flash.length, addr + count));
        this.flashWrites.erased += count;
      } else if (routines[imm] === 'RP') {
        // flash_range_program(addr, data, count): NOR flash only clears bits
        const addr = r[0] >>> 0;
        const data = r[1] >>> 0;
        const count = r[2] >>> 0;
        for (let i = 0; i < count && addr + i < flash.length; i++) {
          flash[addr + i] &= mcu.readUint8(data + i);
        }
        this.flashWrites.programmed += count;
      } else {
        return;
      }
      core.PC = core.LR & ~1; // return to the caller
    };
  }

  ms() {
    return this.mcu.clock.nanos / 1e6;
  }

  // Runs until the emulated clock reaches `deadline` (ns) or stop() is true.
  async runUntil(deadline, stop) {
    const { mcu } = this;
    const { core, clock } = mcu;
    for (;;) {
      for (let i = 0; i < SLICE && clock.nanos < deadline; i++) {
        if (core.waiting && this.fixWfi && core.IPSR === 0 && core.pendingInterrupts & core.enabledInterrupts) {
          // Fix 4: WFI in thread mode with an enabled interrupt already
          // pending goes on at once (ARM: with PRIMASK set too, the
          // interrupt taken when it is cleared). rp2040js sleeps until the
          // next new interrupt: CircuitPython's idle (interrupts off, a
          // check, WFI) slept through its timer's alarm and woke only when
          // something else interrupted (it was fix 3's storm of empty USB
          // packets).
          core.waiting = false;
          core.interruptsUpdated = true;
        } else if (core.waiting) {
          const next = clock.nextAlarm ? clock.nanosToNextAlarm : deadline - clock.nanos;
          const sleep = Math.max(0, Math.min(next, deadline - clock.nanos));
          this.sleptNanos += sleep;
          clock.tick(sleep);
        } else {
          clock.tick(core.executeInstruction() * CYCLE_NANOS);
        }
      }
      if (stop && stop()) return true;
      if (clock.nanos >= deadline) return false;
      // Let stdout drain between slices.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async run(ms) {
    await this.runUntil(this.mcu.clock.nanos + ms * 1e6, null);
  }

  setKey(name, down) {
    const pin = this.keys[name];
    if (pin === undefined) throw new Error(`no key called ${name}`);
    this.mcu.gpio[pin].setInputValue(!down);
  }

  send(bytes) {
    if (this.connectedAt < 0) {
      this.pendingInput.push(...bytes);
    } else {
      for (const b of bytes) this.cdc.sendSerialByte(b);
    }
    this.answerHeldRead();
  }

  answerHeldRead() {
    if (this.heldRead && !this.cdc.txFIFO.empty) {
      const [endpoint, size] = this.heldRead;
      this.heldRead = null;
      this.answerRead(endpoint, size);
    }
  }

  status() {
    return {
      ms: Math.round(this.ms() * 1000) / 1000,
      pc: this.mcu.core.PC >>> 0,
      serial_len: this.serial.length,
      usb_connected_ms: this.connectedAt,
      spi_bytes: this.spiBytes,
      slept_ms: Math.round(this.sleptNanos / 1e3) / 1e3,
      flash_writes: this.flashWrites,
      display: this.lcd.state(),
    };
  }

  async op(cmd) {
    const started = Date.now();
    const reply = { op: cmd.op, ok: true };
    switch (cmd.op) {
      case 'run':
        await this.run(cmd.ms || 0);
        break;
      case 'until_serial': {
        const needle = Buffer.from(cmd.text, 'utf8');
        const from = cmd.from !== undefined ? cmd.from : this.serialMark;
        const found = () => this.serial.indexOf(needle, from) >= 0;
        reply.found = found() || (await this.runUntil(this.mcu.clock.nanos + (cmd.ms || 1000) * 1e6, found));
        const at = this.serial.indexOf(needle, from);
        reply.at = at;
        if (at >= 0) this.serialMark = at + needle.length;
        break;
      }
      case 'until_quiet': {
        const quiet = (cmd.quiet_ms || 300) * 1e6;
        const start = this.mcu.clock.nanos;
        const pixelsBefore = this.lcd.pixels;
        const settled = () =>
          this.mcu.clock.nanos - Math.max(this.lcd.lastPixelNanos, start) >= quiet &&
          (!cmd.changed || this.lcd.pixels > pixelsBefore);
        reply.found = await this.runUntil(start + (cmd.ms || 5000) * 1e6, settled);
        reply.pixels = this.lcd.pixels - pixelsBefore;
        reply.last_pixel_ms = Math.round(this.lcd.lastPixelNanos / 1e3) / 1e3;
        break;
      }
      case 'press': {
        this.setKey(cmd.key, true);
        await this.run(cmd.hold_ms || 80);
        this.setKey(cmd.key, false);
        await this.run(cmd.gap_ms !== undefined ? cmd.gap_ms : 80);
        break;
      }
      case 'key':
        this.setKey(cmd.key, !!cmd.down);
        break;
      case 'send':
        this.send(cmd.bytes ? cmd.bytes : Array.from(Buffer.from(cmd.text || '', 'utf8')));
        break;
      case 'frame':
        fs.writeFileSync(cmd.path, this.lcd.frameBytes());
        break;
      case 'read_flash':
        fs.writeFileSync(cmd.path, this.mcu.flash.subarray(cmd.offset, cmd.offset + cmd.length));
        break;
      case 'read_sram':
        // the RAM as it is now (from 0x20000000), for a map of the heap
        fs.writeFileSync(cmd.path, this.mcu.sram);
        break;
      case 'pixel_before': {
        const piece = this.pixelAtSerial.find(([length]) => length > cmd.at);
        reply.last_pixel_ms = piece ? Math.round(piece[1] / 1e3) / 1e3 : null;
        break;
      }
      case 'status':
        break;
      case 'quit':
        break;
      default:
        reply.ok = false;
        reply.error = `unknown op ${cmd.op}`;
    }
    Object.assign(reply, this.status());
    reply.wall_ms = Date.now() - started;
    return reply;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const configPath = args[0];
  if (!configPath) {
    process.stderr.write('usage: node tests/device/runner.js CONFIG.json [--script OPS.json]\n');
    process.exit(2);
  }
  const config = JSON.parse(fs.readFileSync(configPath, 'utf8'));
  const device = new Device(config);
  const say = (obj) => process.stdout.write(JSON.stringify(obj) + '\n');
  say({ op: 'ready', ok: true, uf2_blocks: device.uf2Blocks, ...device.status() });

  const scriptAt = args.indexOf('--script');
  if (scriptAt >= 0) {
    const ops = JSON.parse(fs.readFileSync(args[scriptAt + 1], 'utf8'));
    for (const cmd of ops) {
      say(await device.op(cmd));
      if (cmd.op === 'quit') break;
    }
    process.exit(0);
  }

  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (!line.trim()) continue;
    let cmd;
    try {
      cmd = JSON.parse(line);
    } catch (error) {
      say({ ok: false, error: `bad JSON: ${error.message}` });
      continue;
    }
    try {
      say(await device.op(cmd));
    } catch (error) {
      say({ op: cmd.op, ok: false, error: String(error && error.message ? error.message : error) });
    }
    if (cmd.op === 'quit') break;
  }
  process.exit(0);
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${error && error.stack ? error.stack : error}\n`);
    process.exit(1);
  });
}

module.exports = { Device, loadUF2 };
