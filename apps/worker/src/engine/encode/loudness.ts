/**
 * Integrated loudness (ITU-R BS.1770-4 / EBU R 128) of the narration as the film carries it: the
 * mono voice on both stereo channels. Measured here on the PCM instead of by a second ffmpeg pass:
 * a few milliseconds instead of most of a second, which a re-render after an edit would otherwise
 * spend waiting (decision 0057's gain is applied from it).
 */

/** K-weighting (a high shelf, then a high pass) for any sample rate, as libebur128 derives it. */
function kWeighting(rate: number): { b: number[]; a: number[] }[] {
  let f0 = 1681.974450955533;
  const G = 3.999843853973347;
  let Q = 0.7071752369554196;
  let K = Math.tan((Math.PI * f0) / rate);
  const Vh = 10 ** (G / 20);
  const Vb = Vh ** 0.4996667741545416;
  let a0 = 1 + K / Q + K * K;
  const shelf = {
    b: [(Vh + (Vb * K) / Q + K * K) / a0, (2 * (K * K - Vh)) / a0, (Vh - (Vb * K) / Q + K * K) / a0],
    a: [1, (2 * (K * K - 1)) / a0, (1 - K / Q + K * K) / a0],
  };
  f0 = 38.13547087602444;
  Q = 0.5003270373238773;
  K = Math.tan((Math.PI * f0) / rate);
  a0 = 1 + K / Q + K * K;
  const highPass = { b: [1, -2, 1], a: [1, (2 * (K * K - 1)) / a0, (1 - K / Q + K * K) / a0] };
  return [shelf, highPass];
}

/**
 * Integrated loudness in LUFS of 16-bit little-endian mono PCM heard on two channels; null for
 * silence (nothing above the -70 LUFS gate).
 */
export function integratedLoudness(pcm: Uint8Array, sampleRate: number): number | null {
  const samples = Math.floor(pcm.byteLength / 2);
  const view = new DataView(pcm.buffer, pcm.byteOffset, samples * 2);
  const [shelf, highPass] = kWeighting(sampleRate);
  // Mean square of the K-weighted signal per 100 ms step; a 400 ms block is four steps.
  const step = Math.round(sampleRate / 10);
  const steps: number[] = [];
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0,
    z1 = 0,
    z2 = 0;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < samples; i++) {
    const x = view.getInt16(i * 2, true) / 32768;
    const y = shelf!.b[0]! * x + shelf!.b[1]! * x1 + shelf!.b[2]! * x2 - shelf!.a[1]! * y1 - shelf!.a[2]! * y2;
    const z = highPass!.b[0]! * y + highPass!.b[1]! * y1 + highPass!.b[2]! * y2 - highPass!.a[1]! * z1 - highPass!.a[2]! * z2;
    x2 = x1;
    x1 = x;
    z2 = z1;
    z1 = z;
    y2 = y1;
    y1 = y;
    sum += z * z;
    if (++n === step) {
      steps.push(sum / step);
      sum = 0;
      n = 0;
    }
  }
  // Both channels carry the voice: their powers add (+3.01 dB over mono).
  const blocks: number[] = [];
  for (let i = 0; i + 4 <= steps.length; i++) blocks.push((2 * (steps[i]! + steps[i + 1]! + steps[i + 2]! + steps[i + 3]!)) / 4);
  const lufs = (power: number) => -0.691 + 10 * Math.log10(power);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const audible = blocks.filter((power) => power > 0 && lufs(power) > -70);
  if (audible.length === 0) return null;
  const relativeGate = lufs(mean(audible)) - 10;
  const gated = audible.filter((power) => lufs(power) > relativeGate);
  return gated.length === 0 ? null : lufs(mean(gated));
}
