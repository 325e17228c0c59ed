import { useTranslation } from 'react-i18next';
import { Dialog } from '@tessera/ui/Dialog';
import { useAppConfig } from '../../../app/app-config-context';
import { OverlayContent } from '../OverlayContent';
import { useOverlay } from '../use-overlay';

/**
 * `#overlay/<id>`: an owner's overlay over the page (a `trigger_overlay` action). A sheet from the
 * bottom on phones and a centred dialog from 768 px, named by the overlay's title (the app's name
 * when it has none), closed by its button, Escape or the backdrop. Focus starts on the close button:
 * the content is still loading when the sheet opens, and what it holds is read, not filled in.
 */
export function OverlayPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { name } = useAppConfig();
  const query = useOverlay(id);
  return (
    <Dialog variant="sheet" title={query.data?.title ?? name} closeLabel={t('common.close')} onClose={onClose} initialFocus="close">
      <OverlayContent query={query} onClose={onClose} />
    </Dialog>
  );
}
