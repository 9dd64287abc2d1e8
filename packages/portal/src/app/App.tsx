export function App() {
  return (
    <main>
      <h1>Portal</h1>
    </main>
  );
}
