// A short beep and a vibration. Browsers allow audio only after a user gesture, so the
// AudioContext is created on the first tap anywhere; where audio or vibration is not
// supported, nothing happens.
let audio: AudioContext | undefined;

export function unlockAudioOnFirstTap() {
  const unlock = () => {
    try {
      const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      if (Ctx && !audio) audio = new Ctx();
      void audio?.resume();
    } catch {
      // no audio on this device
    }
  };
  window.addEventListener('pointerdown', unlock, { once: true, capture: true });
  window.addEventListener('keydown', unlock, { once: true, capture: true });
}

export function alertPulse(kind: 'warning' | 'end') {
  try {
    navigator.vibrate?.(kind === 'end' ? [200, 100, 200] : 150);
  } catch {
    // ignore
  }
  if (!audio || audio.state !== 'running') return;
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  osc.frequency.value = kind === 'end' ? 440 : 880;
  gain.gain.setValueAtTime(0.2, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + (kind === 'end' ? 0.6 : 0.2));
  osc.connect(gain).connect(audio.destination);
  osc.start();
  osc.stop(audio.currentTime + (kind === 'end' ? 0.6 : 0.2));
}
