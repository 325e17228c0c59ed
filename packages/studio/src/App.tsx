import { Header } from './Header';
import { SignInPanel } from './SignInPanel';
import styles from './App.module.css';

export function App() {
  return (
    <div className={styles.shell}>
      <Header />
      <main className={styles.main}>
        <SignInPanel />
      </main>
    </div>
  );
}
