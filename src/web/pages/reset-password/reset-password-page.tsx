export default function ResetPasswordPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">ResetPasswordPage</h1>
    </section>
  );
}
