/**
 * The cue when a rest or an interval ends: a vibration (silent, as a phone on mute still buzzes)
 * and, unless workouts are muted (SPEC §4: muted by default), a short beep.
 */
let audio: AudioContext | null = null;

export function playCue(muted: boolean): void {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // Vibration is a nicety.
  }
  if (muted || typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.4);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.4);
  } catch {
    // No audio output: the screen still shows the end.
  }
}
