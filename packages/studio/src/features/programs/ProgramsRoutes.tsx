import { Route, Routes } from 'react-router';
import { AreaWords } from '../../app/AreaWords';
import { NotFoundScreen } from '../../app/NotFoundScreen';
import { ProgramEditorScreen } from './ProgramEditorScreen';
import { ProgramsScreen } from './ProgramsScreen';

/** `/apps/:appId/programs/*`: the list and one program's editor, with their words: one chunk, loaded when opened. */
export function ProgramsRoutes() {
  return (
    <AreaWords area="programs">
      <Routes>
        <Route index element={<ProgramsScreen />} />
        <Route path=":programId" element={<ProgramEditorScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </AreaWords>
  );
}
