package web

import (
	"net/http"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
)

// adminPrincipalGovernance sets a principal's write budget ("N/WINDOW", empty or none: no budget),
// whether its deletes need a person's approval and whether capture is on, from the principals
// page. Its form always sends every field, so all are set.
func (c *Console) adminPrincipalGovernance(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	name := r.PathValue("name")
	b, err := memory.ParseWriteBudget(r.PostFormValue("writeBudget"))
	if err == nil {
		approval, capture := r.PostFormValue("deletesNeedApproval") == "on", r.PostFormValue("capture") == "on"
		_, err = c.ids.SetPrincipalGovernance(r.Context(), u.Identity, identity.GovernanceUpdate{Name: name,
			SetWriteBudget: true, WriteBudget: b, DeletesNeedApproval: &approval, Capture: &capture})
	}
	if c.formErrors(w, r, u, err, map[string]any{"RowError": name}, "write budget") {
		return
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, principalsURL(principalsFrom(r)), "updated")
}
