import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/Button';
import { describeError } from '../../../app/describe-error';
import { Dialog, DialogActions } from '@tessera/ui/Dialog';
import { InlineAlert } from '../../../ui/InlineAlert';
import { TextField } from '@tessera/ui/TextField';
import { createAppErrorsFromServer, slugFromName, slugProblem, validateCreateApp, type CreateAppErrors } from '../create-app-form';
import { useCreateApp } from '../use-create-app';

/**
 * "New app": a name and a slug. The slug follows the name until the owner edits it, and is checked
 * as they type with the contract's own rule; a slug another app holds comes back as 409 on the field.
 * A created app opens on its Pages screen.
 */
export function CreateAppDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const createApp = useCreateApp();
  const nameRef = useRef<HTMLInputElement>(null);
  const slugRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [isSlugEdited, setIsSlugEdited] = useState(false);
  const [errors, setErrors] = useState<CreateAppErrors>({});
  const [hasTried, setHasTried] = useState(false);

  // Live: once there is a slug to judge (or after a first attempt), say what is wrong with it now.
  const liveSlugProblem = slug !== '' || hasTried ? slugProblem(slug, t) : undefined;
  const slugError = errors.slug ?? liveSlugProblem;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (createApp.isPending) return;
    setHasTried(true);
    const found = validateCreateApp({ name, slug }, t);
    setErrors(found);
    if (found.name || found.slug) {
      (found.name ? nameRef : slugRef).current?.focus();
      return;
    }
    createApp.mutate(
      { name: name.trim(), slug },
      {
        onSuccess: ({ app }) => void navigate(`/apps/${app.id}/pages`),
        onError: (error) => {
          const fields = createAppErrorsFromServer(error, t);
          setErrors(fields);
          if (fields.slug) slugRef.current?.focus();
          else if (fields.name) nameRef.current?.focus();
        },
      },
    );
  }

  const hasFieldErrors = Boolean(errors.name || errors.slug);
  const formError = createApp.isError && !hasFieldErrors ? describeError(createApp.error, t, i18n.language) : null;

  return (
    <Dialog title={t('createApp.title')} onClose={onClose} initialFocus={nameRef}>
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        {formError ? <InlineAlert>{formError}</InlineAlert> : null}
        <TextField
          ref={nameRef}
          label={t('createApp.name')}
          hint={t('createApp.nameHint')}
          value={name}
          maxLength={80}
          autoComplete="off"
          error={errors.name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors(({ name: _cleared, ...rest }) => rest);
            if (!isSlugEdited) setSlug(slugFromName(event.target.value));
          }}
        />
        <TextField
          ref={slugRef}
          label={t('createApp.slug')}
          hint={t('createApp.slugHint')}
          value={slug}
          maxLength={40}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={slugError}
          onChange={(event) => {
            setSlug(event.target.value);
            setIsSlugEdited(true);
            setErrors(({ slug: _cleared, ...rest }) => rest);
          }}
        />
        <DialogActions>
          <Button onClick={onClose}>{t('createApp.cancel')}</Button>
          <Button type="submit" variant="primary" isBusy={createApp.isPending}>
            {createApp.isPending ? t('createApp.submitting') : t('createApp.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
