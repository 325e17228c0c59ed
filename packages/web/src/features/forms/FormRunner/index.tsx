import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIssuesOf } from '@tessera/core/api-client';
import type { Form, Submission } from '@tessera/core/entities/form';
import { fieldsOf, initialValues, problemOf, stepsOf } from '@tessera/core/forms/form-values';
import { Icon } from '@tessera/ui/Icon';
import { api } from '../../../app/api/api';
import { describeError, translateField } from '../../../app/forms/describe-error';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { FormAlert } from '../../../ui/FormAlert';
import { useAuthStore } from '../../auth/auth-store';
import { clearDraft, readDraft, writeDraft } from '../form-draft';
import { formContracts, useRefreshForms } from '../form-queries';
import { FieldControl } from './FieldControl';
import { AnswerList, QuizScore, SubmissionView } from './SubmissionView';
import panel from '../../../ui/panel.module.css';
import styles from './styles.module.css';

type Mode = 'intro' | 'fill' | 'done' | 'review';

type FormRunnerProps = {
  form: Form;
  /** The member's latest submission: shown first, with edit and delete (SPEC §2). */
  submission: Submission | null;
  /** The page the form is on, sent with the submission. */
  pageId?: string | null;
  /** What opened it (a block's trigger_form action, the sign-up trigger). */
  trigger?: string | null;
  onFinished?: () => void;
};

/** The member's bound answers become their properties at once, for `member.*` attributes on the pages they go to next. */
function applyToMemberData(form: Form, submission: Submission) {
  const bound = new Map(fieldsOf(form).flatMap((field) => (field.property_slug ? [[field.id, field.property_slug] as const] : [])));
  useAuthStore.setState((state) => {
    const properties = new Map(state.data.subscriber_properties.map((property) => [property.slug, property.value]));
    for (const value of submission.submitted_values) {
      const slug = bound.get(value.form_field_id);
      if (slug) properties.set(slug, value.value || null);
    }
    return {
      data: {
        ...state.data,
        subscriber_properties: [...properties].map(([slug, value]) => ({ slug, value })).sort((a, b) => a.slug.localeCompare(b.slug)),
        sign_up_form_id: state.data.sign_up_form_id === form.id ? null : state.data.sign_up_form_id,
      },
    };
  });
}

/**
 * A form as the member fills it in: the intro screen, one group per step with a progress bar,
 * each field's native control with its problems inline (SPEC §5 rules, checked here and again by
 * the server), answers kept as a draft in this browser, then a success screen with the quiz's
 * results. An earlier submission is shown first, with edit and delete.
 */
export function FormRunner({ form, submission, pageId = null, trigger = null, onFinished }: FormRunnerProps) {
  const { t, i18n } = useTranslation();
  const memberId = useAuthStore((state) => state.member?.id ?? null);
  const status = useAuthStore((state) => state.status);
  const { open } = useHashOverlays();
  const refresh = useRefreshForms();
  const steps = useMemo(() => stepsOf(form), [form]);
  const [mode, setMode] = useState<Mode>(submission ? 'review' : form.show_intro_screen ? 'intro' : 'fill');
  const [latest, setLatest] = useState<Submission | null>(submission);
  const [editing, setEditing] = useState<Submission | null>(null);
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...initialValues(form), ...(memberId ? readDraft(form.id, memberId)?.values : {}) }));
  const [images, setImages] = useState<Record<string, string>>(() => (memberId ? (readDraft(form.id, memberId)?.images ?? {}) : {}));
  const [step, setStep] = useState(() => Math.min(memberId ? (readDraft(form.id, memberId)?.step ?? 0) : 0, Math.max(steps.length - 1, 0)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each new screen starts screen readers and keyboards at its heading.
  const screenKey = `${mode}:${step}`;
  const firstScreen = useRef(screenKey);
  useEffect(() => {
    if (firstScreen.current === screenKey) return;
    headingRef.current?.focus();
  }, [screenKey]);

  // The draft follows every change (not while editing an earlier submission: that is not a draft).
  useEffect(() => {
    if (memberId && mode === 'fill' && !editing) writeDraft(form.id, memberId, { values, images, step });
  }, [form.id, memberId, mode, editing, values, images, step]);

  if (status !== 'authenticated') {
    return (
      <div className={styles.notice} data-form-state="guest">
        <p>{t('forms.signInToFill')}</p>
        <button type="button" className={styles.primary} onClick={() => open('auth')}>
          {t('toolbar.signIn')}
        </button>
      </div>
    );
  }

  const current = steps[step];
  const isLast = step >= steps.length - 1;

  const problemsOf = (fields: Form['form_groups'][number]['form_fields']) => {
    const found: Record<string, string> = {};
    for (const field of fields) {
      const problem = problemOf(field, values[field.id] ?? '');
      // An upload id is the server's to judge; here only "required" matters for it.
      if (problem && !(field.field_type === 'image_upload' && problem.code === 'unknown_upload')) {
        found[field.id] = translateField({ code: problem.code, params: problem.params, message: problem.code }, t);
      }
    }
    return found;
  };

  const setValue = (fieldId: string, value: string, image?: { id: string; url: string }) => {
    setValues((all) => ({ ...all, [fieldId]: value }));
    if (image) setImages((all) => ({ ...all, [image.id]: image.url }));
    setErrors((all) => {
      const { [fieldId]: _gone, ...rest } = all;
      return rest;
    });
  };

  const send = async () => {
    const payload = fieldsOf(form).map((field) => ({ form_field_id: field.id, value: values[field.id] ?? '' }));
    setBusy(true);
    setFormError(null);
    try {
      const contracts = await formContracts();
      const { submission: sent } = editing
        ? await api(contracts.updateSubmissionValuesContract, { params: { id: form.id, submissionId: editing.submission_id }, body: { submission_values: payload } })
        : await api(contracts.submitFormContract, { params: { id: form.id }, body: { submitted_values: payload, page_id: pageId, trigger } });
      if (memberId && !editing) clearDraft(form.id, memberId);
      applyToMemberData(form, sent);
      setLatest(sent);
      setEditing(null);
      setMode('done');
      refresh();
    } catch (error) {
      const issues = fieldIssuesOf(error);
      const byField: Record<string, string> = {};
      for (const issue of issues) {
        const id = issue.field.split('.').at(-1) ?? '';
        if (fieldsOf(form).some((field) => field.id === id)) byField[id] = translateField(issue, t);
      }
      if (Object.keys(byField).length > 0) {
        setErrors(byField);
        const firstStep = steps.findIndex((group) => group.form_fields.some((field) => field.id in byField));
        if (firstStep >= 0) setStep(firstStep);
      } else {
        setFormError(describeError(error, t, i18n.language));
      }
    } finally {
      setBusy(false);
    }
  };

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const found = current ? problemsOf(current.form_fields) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field at fault takes the focus, so its message is read.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-form-runner] [aria-invalid="true"]')?.focus());
      return;
    }
    if (isLast) void send();
    else setStep(step + 1);
  };

  const startEditing = (earlier: Submission) => {
    setEditing(earlier);
    setValues({ ...initialValues(form), ...Object.fromEntries(earlier.submitted_values.map((value) => [value.form_field_id, value.value ?? ''])) });
    setImages(Object.fromEntries(earlier.submitted_values.flatMap((value) => (value.image && value.value ? [[value.value, value.image]] : []))));
    setErrors({});
    setStep(0);
    setMode('fill');
  };

  const startNew = () => {
    setEditing(null);
    setValues({ ...initialValues(form), ...(memberId ? readDraft(form.id, memberId)?.values : {}) });
    setErrors({});
    setStep(0);
    setMode(form.show_intro_screen ? 'intro' : 'fill');
  };

  const remove = async () => {
    if (!latest || isBusy) return;
    setBusy(true);
    setFormError(null);
    try {
      await api((await formContracts()).deleteSubmissionContract, { params: { id: form.id, submissionId: latest.submission_id } });
      setLatest(null);
      setConfirming(false);
      refresh();
      startNew();
    } catch (error) {
      setFormError(describeError(error, t, i18n.language));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (mode === 'review' && latest) {
    body = (
      <SubmissionView
        submission={latest}
        onEdit={() => startEditing(latest)}
        onDelete={() => void remove()}
        onNew={startNew}
        isDeleting={isBusy}
        isConfirming={isConfirming}
        onConfirm={setConfirming}
      />
    );
  } else if (mode === 'intro') {
    body = (
      <section className={styles.intro} data-form-state="intro">
        <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {form.intro_heading || form.title}
        </h2>
        {form.intro_description ? <p className={styles.preWrap}>{form.intro_description}</p> : null}
        <button type="button" className={styles.primary} onClick={() => setMode('fill')}>
          {t('forms.start')}
        </button>
      </section>
    );
  } else if (mode === 'done' && latest) {
    body = (
      <section className={styles.done} data-form-state="done">
        <span className={panel.badge} aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {t('forms.thanks')}
        </h2>
        <p>{t('forms.sent')}</p>
        <QuizScore submission={latest} />
        {latest.quiz ? <AnswerList submission={latest} /> : null}
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => (onFinished ? onFinished() : setMode('review'))}>
            {onFinished ? t('forms.done') : t('forms.viewAnswers')}
          </button>
        </div>
      </section>
    );
  } else {
    body = (
      <form className={styles.step} noValidate onSubmit={onNext} data-form-state="fill" aria-labelledby="form-step-heading">
        {steps.length > 1 ? (
          <div className={styles.progress}>
            <progress max={steps.length} value={step + 1} aria-label={t('forms.progress', { step: step + 1, total: steps.length })} />
            <span aria-hidden="true">{t('forms.progress', { step: step + 1, total: steps.length })}</span>
          </div>
        ) : null}
        <h2 id="form-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {editing ? t('forms.editing') : current?.title || form.title}
        </h2>
        {current?.description ? <p className={styles.muted}>{current.description}</p> : null}
        {current?.form_fields.map((field) => (
          <FieldControl
            key={field.id}
            formId={form.id}
            field={field}
            value={values[field.id] ?? ''}
            error={errors[field.id] ?? null}
            imageUrl={images[values[field.id] ?? ''] ?? null}
            onChange={(value, image) => setValue(field.id, value, image)}
          />
        ))}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} aria-disabled={isBusy || undefined}>
            {isLast ? (isBusy ? t('forms.sending') : editing ? t('forms.save') : t('forms.submit')) : t('forms.next')}
          </button>
          {step > 0 ? (
            <button type="button" className={styles.secondary} onClick={() => setStep(step - 1)}>
              {t('forms.back')}
            </button>
          ) : editing || latest ? (
            <button type="button" className={styles.secondary} onClick={() => (setEditing(null), setMode(latest ? 'review' : 'fill'))}>
              {t('forms.cancel')}
            </button>
          ) : null}
        </div>
      </form>
    );
  }

  return (
    <div className={styles.runner} data-form-runner data-form-id={form.id}>
      {body}
      <FormAlert>{formError}</FormAlert>
    </div>
  );
}
