export default function VolunteerDashboardPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">VolunteerDashboardPage</h1>
    </section>
  );
}
