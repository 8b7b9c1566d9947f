/**
 * Bytes shaped like MindAR's exportData (msgpack of `{ v: 2, dataList: [one target] }`), written by
 * hand so API tests need no browser compiler: a fixmap of 2, "v" = 2, "dataList" = [ { targetImage:
 * { width, height } } ]. The server checks the shape only; a real one comes from the e2e tests.
 */
export function fakeCompiledTarget(width: number, height: number): Buffer {
  const str = (s: string) => Buffer.concat([Buffer.from([0xa0 | s.length]), Buffer.from(s, 'latin1')])
  const u16 = (n: number) => Buffer.from([0xcd, n >> 8, n & 0xff])
  return Buffer.concat([
    Buffer.from([0x82]), str('v'), Buffer.from([0x02]),
    str('dataList'), Buffer.from([0x91, 0x81]), str('targetImage'),
    Buffer.from([0x82]), str('width'), u16(width), str('height'), u16(height),
  ])
}
