/**
 * The little of WebAssembly the audio analysis uses, and the helpers its hand-assembled
 * modules are written with (`true-peak.ts`, `channel-pass.ts`): the modules are assembled
 * in code rather than shipped as binaries, so they can be read (decisions 037, 049).
 */

/** The server's TypeScript has no DOM library: the few constructors used, typed here. */
interface Wasm {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
  Memory: new (limits: { initial: number }) => WasmMemory;
}
export interface WasmMemory {
  buffer: ArrayBuffer;
}
export const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: Wasm };

/** An unsigned LEB128 number, as the binary format writes sizes, indices and offsets. */
export const uleb = (value: number): number[] => {
  const out: number[] = [];
  let rest = value;
  do {
    const byte = rest & 0x7f;
    rest >>>= 7;
    out.push(rest === 0 ? byte : byte | 0x80);
  } while (rest !== 0);
  return out;
};
export const section = (id: number, body: number[]): number[] => [
  id,
  ...uleb(body.length),
  ...body,
];
export const name = (text: string): number[] => [...uleb(text.length), ...Buffer.from(text)];
