import { AreaWords } from '../../app/AreaWords';
import { BlastsScreen } from './BlastsScreen';

/** `/apps/:appId/blasts`, once the blasts' words are loaded (area-words.ts). */
export function BlastsRoute() {
  return (
    <AreaWords area="blasts">
      <BlastsScreen />
    </AreaWords>
  );
}
