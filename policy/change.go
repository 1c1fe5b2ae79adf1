package policy

// Change is a write to one memory, in the terms its authority is decided on. Every path that
// writes a memory (a save that creates one, a save that updates a near-duplicate in place, a
// console edit, a flip of alwaysInject, a delete, a revert) describes itself as a Change and asks
// SystemNeed and ProjectChangeNeed, so no path can need less than another for the same effect.
type Change struct {
	// Existing: it changes or removes a memory that is already stored (an update in place, an
	// edit, a flip, a delete, a revert). Otherwise it adds a new memory.
	Existing bool
	// AlwaysInject: the memory it adds is always-inject, served to every reader in every turn.
	AlwaysInject bool
}

// SystemNeed is the grant level a change needs on a system memory. Whoever can read a system
// may add a fact to it; changing a fact already there, whoever wrote it, is for the system's
// managers, and so is adding one that every reader of the system gets injected into each turn.
func SystemNeed(c Change) AccessLevel {
	if c.Existing || c.AlwaysInject {
		return AccessManage
	}
	return AccessRead
}

// ProjectChangeNeed is the member level any change needs on a project memory: write, to add as to
// change (ProjectNeed answers the same for the write operations).
func ProjectChangeNeed(Change) ProjectLevel { return ProjectWrite }

// SystemAllows reports whether a principal holding level have on a system (empty: no grant) may
// make change c to one of its memories.
func SystemAllows(have AccessLevel, c Change) bool {
	switch SystemNeed(c) {
	case AccessManage:
		return have == AccessManage
	default:
		return have == AccessRead || have == AccessManage
	}
}

// ChangeExisting is the change every write to a stored memory is.
var ChangeExisting = Change{Existing: true}

// DeleteNeedsApproval reports whether a delete a principal asked for must wait in the pending
// queue for a person to approve it: when an admin said so for that principal, unless the person
// confirmed it where approvals are given (via: "web", the console; "cli", the admin CLI). An
// agent client's answer to an elicitation ("elicitation") is never enough then: the client
// may answer for the human.
func DeleteNeedsApproval(needsApproval bool, via string) bool {
	if !needsApproval {
		return false
	}
	return via != TransportCLI && via != "web"
}
