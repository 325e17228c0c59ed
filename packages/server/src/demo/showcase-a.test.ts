import { describe, expect, it } from 'vitest';
import { validateBlockDocument } from '@tessera/core/blocks/validate-document';
import {
  BREATHING_AUDIO_FILE,
  breathingAudioWav,
  showcaseBlocksA,
  showcaseFilesA,
} from './showcase-a';

describe('showcaseBlocksA', () => {
  const blocks = showcaseBlocksA();

  it('has one valid block of each type of set A, with unique showcase ids', () => {
    expect(validateBlockDocument(blocks)).toEqual([]);
    expect(blocks.map((block) => block.type).sort()).toEqual(
      [
        'avatar_block',
        'attachment_block',
        'iframe_block',
        'chat_block',
        'share_block',
        'workout_block',
        'icon_list_block',
        'map_block',
      ].sort(),
    );
    expect(blocks.every((block) => block.id.startsWith('showcase-a-'))).toBe(true);
    expect(new Set(blocks.map((block) => block.id)).size).toBe(blocks.length);
  });

  it('offers an audio file that exists among its files, with its real size', () => {
    const attachment = blocks.find((block) => block.type === 'attachment_block')!;
    const file = showcaseFilesA()[BREATHING_AUDIO_FILE]!();
    expect(attachment.props.url).toBe(`/media/demo/${BREATHING_AUDIO_FILE}`);
    expect(attachment.props.file_size_bytes).toBe(file.length);
  });
});

describe('breathingAudioWav', () => {
  it('is a playable 8 kHz mono PCM WAV', () => {
    const wav = breathingAudioWav();
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    // Silent during the last hold, sounding while holding in.
    expect(wav.readUInt8(wav.length - 1)).toBe(128);
    expect(Math.abs(wav.readUInt8(44 + 8000 * 5 + 7) - 128)).toBeGreaterThan(0);
  });
});
