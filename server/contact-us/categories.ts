import type { ContactCategoriesResponse } from '@/lib/contracts/contact-us';
import { languageOf, type Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import it from '@/messages/it.json';

/**
 * The topics of the contact form are the "ContactCategories" messages: their keys are the ids
 * the form sends back, their texts the labels in each language.
 */
type Categories = typeof en.ContactCategories;
type Category = Categories[keyof Categories];

const byLanguage: Record<string, Categories> = {
  en: en.ContactCategories,
  fr: fr.ContactCategories,
  de: de.ContactCategories,
  it: it.ContactCategories,
};

const entries = (locale: Locale) =>
  Object.entries(byLanguage[languageOf(locale)] ?? en.ContactCategories) as [string, Category][];

/** The categories with their subjects, labelled in the locale's language. */
export function contactCategoriesIn(locale: Locale): ContactCategoriesResponse['categories'] {
  return entries(locale).map(([id, category]) => ({
    id,
    label: category.label,
    subjects: Object.entries(category.subjects).map(([subjectId, label]) => ({
      id: subjectId,
      label,
    })),
  }));
}

/** The labels of a category and one of its subjects, or null when the pair does not exist. */
export function contactTopicIn(
  locale: Locale,
  categoryId: string,
  subjectId: string,
): { category: string; subject: string } | null {
  const category = entries(locale).find(([id]) => id === categoryId)?.[1];
  const subject = category
    ? Object.entries(category.subjects).find(([id]) => id === subjectId)?.[1]
    : undefined;
  return category && subject ? { category: category.label, subject } : null;
}
