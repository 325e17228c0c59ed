import type { StoredBlock } from '@tessera/core/entities/page';
import { demoImage } from './images';

const image = demoImage;

/** The guided breathing track the attachment block offers; written beside the demo images. */
export const BREATHING_AUDIO_FILE = 'box-breathing.wav';
const SAMPLE_RATE = 8000;
/** Box breathing: in, hold, out, hold, four seconds each. */
const PHASE_SECONDS = 4;
const ROUNDS = 2;

/**
 * A breathing cue drawn as sound, so the repository carries no binary file: a soft tone that swells
 * while breathing in, stays while holding, fades while breathing out and rests in silence. 8 kHz,
 * 8-bit mono WAV, 32 seconds (256 KB).
 */
export function breathingAudioWav(): Buffer {
  const phase = PHASE_SECONDS * SAMPLE_RATE;
  const samples = phase * 4 * ROUNDS;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i += 1) {
    const step = Math.floor(i / phase) % 4;
    const progress = (i % phase) / phase;
    const envelope = [progress, 1, 1 - progress, 0][step]!;
    // Two close pitches give the tone a gentle beat instead of a beep.
    const t = i / SAMPLE_RATE;
    const tone = 0.6 * Math.sin(2 * Math.PI * 220 * t) + 0.4 * Math.sin(2 * Math.PI * 221.5 * t);
    wav.writeUInt8(Math.round(128 + 40 * envelope * tone), 44 + i);
  }
  return wav;
}

/** Files of the showcase to write into the demo media folder (served at `/media/demo/…`), each made when asked for. */
export function showcaseFilesA(): Record<string, () => Buffer> {
  return { [BREATHING_AUDIO_FILE]: breathingAudioWav };
}

/**
 * One realistic instance of each block of set A (avatar, attachment, iframe, chat, share,
 * workout, icon list, map), for the demo app's showcase page.
 */
export function showcaseBlocksA(): StoredBlock[] {
  return [
    {
      id: 'showcase-a-avatar',
      type: 'avatar_block',
      props: {
        image: image('community'),
        name: 'Maya Okafor',
        caption: 'Head coach · strength and mobility for twelve years. Tap to write to her.',
        size: 'medium',
        align: 'center',
        action: { type: 'open_email', email: 'coach@demo.test' },
      },
    },
    {
      id: 'showcase-a-attachment',
      type: 'attachment_block',
      props: {
        title: 'Box breathing, two rounds',
        description:
          'Breathe in as the tone swells, hold, breathe out as it fades. Good before bed or a heavy set.',
        url: `/media/demo/${BREATHING_AUDIO_FILE}`,
        file_type: 'audio/wav',
        file_size_bytes: 44 + PHASE_SECONDS * SAMPLE_RATE * 4 * ROUNDS,
      },
    },
    {
      id: 'showcase-a-iframe',
      type: 'iframe_block',
      props: {
        // Sintel, an open movie by the Blender Foundation, through YouTube's privacy-enhanced player.
        url: 'https://www.youtube-nocookie.com/embed/eRsGyueVLvQ',
        title: 'Community movie night: Sintel by the Blender Foundation',
        ratio: 56,
        allow_fullscreen: true,
      },
    },
    {
      id: 'showcase-a-chat',
      type: 'chat_block',
      props: { thread_id: 'community-lounge', title: 'Community lounge' },
    },
    {
      id: 'showcase-a-icon-list',
      type: 'icon_list_block',
      props: {
        title: 'What Premium includes',
        icon_color: 'primary',
        items: [
          {
            icon: 'dumbbell',
            title: 'Every program',
            text: 'Strength, mobility and conditioning plans for every level.',
          },
          {
            icon: 'play',
            title: 'Live and on-demand classes',
            text: 'Join live on Sundays or catch up whenever suits you.',
          },
          {
            icon: 'leaf',
            title: 'Weekly meal plans',
            text: 'Simple recipes with a shopping list for the week.',
          },
          {
            icon: 'trophy',
            title: 'Monthly challenges',
            text: 'Small goals, a leaderboard and a lot of cheering.',
          },
          {
            icon: 'chat',
            title: 'Coaches who answer',
            text: 'Ask anything; a real coach replies within a day.',
          },
        ],
      },
    },
    {
      id: 'showcase-a-workout',
      type: 'workout_block',
      props: {
        title: '20-minute full body',
        mode: 'grouped',
        exercises: [
          { name: 'Jumping jacks', group: 'Warm-up', duration_seconds: 60 },
          {
            name: "World's greatest stretch",
            group: 'Warm-up',
            reps: 5,
            notes: 'Each side, slowly.',
          },
          {
            name: 'Goblet squat',
            group: 'Main set',
            image: image('exercise'),
            sets: 3,
            reps: 12,
            rest_seconds: 60,
          },
          {
            name: 'Push-up',
            group: 'Main set',
            sets: 3,
            reps: 10,
            rest_seconds: 60,
            notes: 'Knees down is fine: keep a straight line.',
          },
          { name: 'Reverse lunge', group: 'Main set', sets: 3, reps: 10, rest_seconds: 45 },
          { name: 'Plank', group: 'Main set', sets: 2, duration_seconds: 40, rest_seconds: 30 },
          { name: "Child's pose", group: 'Cool-down', duration_seconds: 90 },
        ],
      },
    },
    {
      id: 'showcase-a-map',
      type: 'map_block',
      props: {
        title: 'Saturday community run',
        address: 'Vigeland Park main gate, Kirkeveien, Oslo',
        latitude: 59.9245,
        longitude: 10.7072,
        zoom: 16,
      },
    },
    {
      id: 'showcase-a-share',
      type: 'share_block',
      props: {
        title: 'Train with a friend',
        text: 'Everything is easier with company. Send a friend this page and start together.',
        url: null,
        button_text: '',
      },
    },
  ];
}
