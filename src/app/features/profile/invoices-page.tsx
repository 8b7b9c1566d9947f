import { Receipt } from 'lucide-react'

const COLUMNS = ['Date', 'Description', 'Amount', 'Status']

/** /profile/invoices: the billing history, empty because nothing is billed while the product is in preview. */
export function InvoicesPage() {
  return (
    <section className="card invoices" aria-labelledby="invoices-title">
      <header className="invoices-header">
        <h2 id="invoices-title">Billing history</h2>
        <span className="badge">Free preview</span>
      </header>
      <div className="invoices-scroll">
        <table className="invoices-table">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={COLUMNS.length}>
                <div className="invoices-empty">
                  <Receipt size={22} aria-hidden="true" />
                  <p className="invoices-empty-title">No invoices yet</p>
                  <p className="muted">Spatial Studio is free while in preview, so there is nothing to bill.</p>
                </div>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  )
}
