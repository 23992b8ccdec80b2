import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Portal() {
  return (
    <main>
      <h1>Breedband portaal</h1>
      <p>
        The API sandbox runs with <code>npm run sandbox</code>; its catalogue is at{' '}
        <code>/schemas/catalogue.json</code>.
      </p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Portal />
    </StrictMode>,
  );
}
