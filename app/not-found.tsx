import Link from "next/link";

export default function NotFound() {
  return (
    <main>
      <div className="panel empty">
        <h2>Not found</h2>
        <p>This project, document or revision does not exist, or it is in the trash.</p>
        <div className="actions">
          <Link className="btn" href="/">
            Back to projects
          </Link>
          <Link className="btn" href="/trash">
            Look in the trash
          </Link>
        </div>
      </div>
    </main>
  );
}
