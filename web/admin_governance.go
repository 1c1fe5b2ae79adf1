package web

import (
	"net/http"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
)

// adminPrincipalGovernance sets a principal's write budget ("N/WINDOW", empty or none: no budget)
// and whether its deletes need a person's approval, from the principals page. Both fields are
// always sent by its form, so both are set.
func (c *Console) adminPrincipalGovernance(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	name := r.PathValue("name")
	b, err := memory.ParseWriteBudget(r.PostFormValue("writeBudget"))
	if err == nil {
		approval := r.PostFormValue("deletesNeedApproval") == "on"
		_, err = c.ids.SetPrincipalGovernance(r.Context(), u.Identity, identity.GovernanceUpdate{Name: name,
			SetWriteBudget: true, WriteBudget: b, DeletesNeedApproval: &approval})
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
