import type { ComponentType } from 'react';
import type { PageContentType } from '@tessera/core/entities/page';
import { ArticleTemplate } from './Article';
import { CollectionTemplate } from './Collection';
import { EventOccurrenceTemplate } from './EventOccurrence';
import { ExerciseTemplate } from './Exercise';
import { FormTemplate } from './Form';
import { GenericTemplate } from './Generic';
import { MealTemplate } from './Meal';
import { PackTemplate } from './Pack';
import { ProgramTemplate } from './Program';
import { StreamTemplate } from './Stream';
import { WorkoutTemplate } from './Workout';
import type { TemplateProps } from './types';

/** SPEC §2: one template per page content type. A missing entry is a type error. */
export const templates: Record<PageContentType, ComponentType<TemplateProps>> = {
  generic: GenericTemplate,
  program: ProgramTemplate,
  workout: WorkoutTemplate,
  meal: MealTemplate,
  article: ArticleTemplate,
  exercise: ExerciseTemplate,
  stream: StreamTemplate,
  collection: CollectionTemplate,
  event_occurrence: EventOccurrenceTemplate,
  pack: PackTemplate,
  form: FormTemplate,
};
