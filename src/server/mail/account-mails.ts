/** The account e-mails of SPEC §2.2: password reset and address verification. */
import { pt } from '#shared/messages/pt.ts';
import { renderMail } from './mail-layout.ts';

export function passwordResetMail(input: { name: string; url: string; validMinutes: number }) {
  const texts = pt.mail.passwordReset;
  return renderMail({
    subject: texts.subject,
    recipientName: input.name,
    paragraphs: [texts.intro],
    action: { label: texts.action, url: input.url },
    notes: [texts.expiry(input.validMinutes), texts.ignore],
  });
}

export function emailVerificationMail(input: { name: string; url: string; validHours: number }) {
  const texts = pt.mail.emailVerification;
  return renderMail({
    subject: texts.subject,
    recipientName: input.name,
    paragraphs: [texts.intro],
    action: { label: texts.action, url: input.url },
    notes: [texts.expiry(input.validHours), texts.ignore],
  });
}

export function accountDeletedMail(input: { name: string; registerUrl: string }) {
  const texts = pt.mail.accountDeleted;
  return renderMail({
    subject: texts.subject,
    recipientName: input.name,
    paragraphs: [texts.intro, texts.fiscal],
    action: { label: texts.action, url: input.registerUrl },
    notes: [texts.notYou],
  });
}

export function emailChangeMail(input: { name: string; url: string; validHours: number }) {
  const texts = pt.mail.emailChange;
  return renderMail({
    subject: texts.subject,
    recipientName: input.name,
    paragraphs: [texts.intro],
    action: { label: texts.action, url: input.url },
    notes: [texts.expiry(input.validHours), texts.ignore],
  });
}

export function emailChangedNoticeMail(input: { name: string; newEmail: string; contactUrl: string }) {
  const texts = pt.mail.emailChanged;
  return renderMail({
    subject: texts.subject,
    recipientName: input.name,
    paragraphs: [texts.intro(input.newEmail)],
    action: { label: texts.action, url: input.contactUrl },
    notes: [texts.notYou],
  });
}
