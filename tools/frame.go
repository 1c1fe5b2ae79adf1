package tools

import (
	"github.com/recall-mcp/recall/frame"
	"github.com/recall-mcp/recall/memory"
)

// contextText renders a prompt's context as the one block the model receives; "" when there is
// nothing to send.
func contextText(res memory.ContextResult) string { return frame.Block(res.Sections...) }
