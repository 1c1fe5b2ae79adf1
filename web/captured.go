package web

import (
	"net/http"
	"net/url"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
)

// listCaptured is the review list of what `recall capture` saved from the owner's sessions: the
// memories still tagged memory.CapturedTag. Keeping one drops the tag (it leaves the list),
// editing and deleting are the memory page's own; a whole session is undone by reverting its run.
func (c *Console) listCaptured(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	f := filterFrom(r)
	f.Tag = memory.CapturedTag
	c.renderList(w, r, u, f, map[string]any{"Heading": "Captured for review", "Action": "/captured", "Captured": true})
}

// keepCaptured is the review's keep: the memory stays, without the captured tag.
func (c *Console) keepCaptured(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	mid := r.PathValue("id")
	if err := c.svc.KeepCaptured(r.Context(), u.Identity, mid); err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, "/memories/"+url.PathEscape(mid), "kept")
}
