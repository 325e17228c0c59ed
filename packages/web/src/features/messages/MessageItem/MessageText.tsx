import { messageParts } from '../view/message-parts';
import styles from './styles.module.css';

/** A message's words: mentions marked, links that open in a new tab, line breaks kept. Never HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <p className={styles.text} dir="auto">
      {messageParts(text).map((part, index) => {
        if (part.kind === 'mention') {
          return (
            <span key={index} className={styles.mention}>
              @{part.name}
            </span>
          );
        }
        if (part.kind === 'link') {
          return (
            <a
              key={index}
              href={part.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className={styles.link}
            >
              {part.url}
            </a>
          );
        }
        return <span key={index}>{part.text}</span>;
      })}
    </p>
  );
}
