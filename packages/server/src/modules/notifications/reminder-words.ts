import type { Locale } from '@tessera/core/entities/app';
import type { ReminderKind } from '@tessera/core/notifications/reminders';

/**
 * The words of reminders and of the other notices about a member's booked calendar, per language
 * (server-rendered like the emails). `{title}` is the item's title, `{count}` how many items a
 * digest lists, `{when}` a date and time already written in the member's language and zone.
 */
type Words = Record<ReminderKind, string> & { digestBody: string; cancelledTitle: string; cancelledBody: string };

export const REMINDER_WORDS: Record<Locale, Words> = {
  en: { fifteen_minutes: 'In 15 minutes: {title}', starting_now: 'Starting now: {title}', day_of: 'Today: {title}', daily_digest: 'Tomorrow in {app}', weekly_digest: 'Your week in {app}', digestBody: '{count} planned', cancelledTitle: 'Cancelled: {title}', cancelledBody: '{when} will not take place.' },
  ar: { fifteen_minutes: 'بعد 15 دقيقة: {title}', starting_now: 'يبدأ الآن: {title}', day_of: 'اليوم: {title}', daily_digest: 'غدًا في {app}', weekly_digest: 'أسبوعك في {app}', digestBody: 'المخطط: {count}', cancelledTitle: 'أُلغي: {title}', cancelledBody: 'لن يُقام موعد {when}.' },
  cs: { fifteen_minutes: 'Za 15 minut: {title}', starting_now: 'Právě začíná: {title}', day_of: 'Dnes: {title}', daily_digest: 'Zítra v aplikaci {app}', weekly_digest: 'Váš týden v aplikaci {app}', digestBody: 'Naplánováno: {count}', cancelledTitle: 'Zrušeno: {title}', cancelledBody: 'Termín {when} se nekoná.' },
  de: { fifteen_minutes: 'In 15 Minuten: {title}', starting_now: 'Beginnt jetzt: {title}', day_of: 'Heute: {title}', daily_digest: 'Morgen in {app}', weekly_digest: 'Deine Woche in {app}', digestBody: 'Geplant: {count}', cancelledTitle: 'Abgesagt: {title}', cancelledBody: 'Der Termin am {when} findet nicht statt.' },
  es: { fifteen_minutes: 'En 15 minutos: {title}', starting_now: 'Empieza ahora: {title}', day_of: 'Hoy: {title}', daily_digest: 'Mañana en {app}', weekly_digest: 'Tu semana en {app}', digestBody: 'Planificado: {count}', cancelledTitle: 'Cancelado: {title}', cancelledBody: 'La sesión del {when} no se realizará.' },
  fr: { fifteen_minutes: 'Dans 15 minutes : {title}', starting_now: 'Commence maintenant : {title}', day_of: 'Aujourd’hui : {title}', daily_digest: 'Demain dans {app}', weekly_digest: 'Votre semaine dans {app}', digestBody: 'Prévu : {count}', cancelledTitle: 'Annulé : {title}', cancelledBody: 'La séance du {when} n’aura pas lieu.' },
  nb: { fifteen_minutes: 'Om 15 minutter: {title}', starting_now: 'Starter nå: {title}', day_of: 'I dag: {title}', daily_digest: 'I morgen i {app}', weekly_digest: 'Uken din i {app}', digestBody: 'Planlagt: {count}', cancelledTitle: 'Avlyst: {title}', cancelledBody: 'Økten {when} er avlyst.' },
  nl: { fifteen_minutes: 'Over 15 minuten: {title}', starting_now: 'Begint nu: {title}', day_of: 'Vandaag: {title}', daily_digest: 'Morgen in {app}', weekly_digest: 'Je week in {app}', digestBody: 'Gepland: {count}', cancelledTitle: 'Geannuleerd: {title}', cancelledBody: 'De sessie van {when} gaat niet door.' },
  pl: { fifteen_minutes: 'Za 15 minut: {title}', starting_now: 'Zaczyna się teraz: {title}', day_of: 'Dziś: {title}', daily_digest: 'Jutro w aplikacji {app}', weekly_digest: 'Twój tydzień w aplikacji {app}', digestBody: 'Zaplanowane: {count}', cancelledTitle: 'Odwołane: {title}', cancelledBody: 'Termin {when} został odwołany.' },
  'pt-BR': { fifteen_minutes: 'Em 15 minutos: {title}', starting_now: 'Começando agora: {title}', day_of: 'Hoje: {title}', daily_digest: 'Amanhã em {app}', weekly_digest: 'Sua semana em {app}', digestBody: 'Planejado: {count}', cancelledTitle: 'Cancelado: {title}', cancelledBody: 'A sessão de {when} não vai acontecer.' },
  pt: { fifteen_minutes: 'Daqui a 15 minutos: {title}', starting_now: 'A começar agora: {title}', day_of: 'Hoje: {title}', daily_digest: 'Amanhã em {app}', weekly_digest: 'A sua semana em {app}', digestBody: 'Planeado: {count}', cancelledTitle: 'Cancelado: {title}', cancelledBody: 'A sessão de {when} não se vai realizar.' },
  sv: { fifteen_minutes: 'Om 15 minuter: {title}', starting_now: 'Börjar nu: {title}', day_of: 'I dag: {title}', daily_digest: 'I morgon i {app}', weekly_digest: 'Din vecka i {app}', digestBody: 'Planerat: {count}', cancelledTitle: 'Inställt: {title}', cancelledBody: 'Passet {when} blir inte av.' },
};

export function reminderText(locale: Locale, template: keyof Words, values: Record<string, string | number>): string {
  return REMINDER_WORDS[locale][template].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
