#!/usr/bin/env node
// Decodes a recorded display stream with st7789.js, for tests and for looking
// at a capture by hand:
//   node tests/device/decode.js STREAM OUT [VIEW_ROW VIEW_COL]
// STREAM holds pairs of bytes: the DC level (0 command, 1 data), then the byte.
// OUT gets the visible frame (240 x 240 RGB565 big-endian); the controller's
// state is printed as JSON.
'use strict';
const fs = require('fs');
const { ST7789 } = require('./st7789.js');

const [stream, out, viewRow, viewCol] = process.argv.slice(2);
const lcd = new ST7789({ viewRow: Number(viewRow || 0), viewCol: Number(viewCol || 0) });
const data = fs.readFileSync(stream);
for (let i = 0; i + 1 < data.length; i += 2) lcd.byte(data[i + 1], data[i] !== 0, i);
fs.writeFileSync(out, lcd.frameBytes());
process.stdout.write(JSON.stringify(lcd.state()) + '\n');
