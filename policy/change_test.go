package policy

import "testing"

func TestSystemChangesNeedManageExceptAddingAPlainFact(t *testing.T) {
	cases := []struct {
		name   string
		change Change
		have   AccessLevel
		want   bool
	}{
		{"reader adds a fact", Change{}, AccessRead, true},
		{"manager adds a fact", Change{}, AccessManage, true},
		{"no grant adds nothing", Change{}, "", false},
		{"reader adds an always-inject fact", Change{AlwaysInject: true}, AccessRead, false},
		{"manager adds an always-inject fact", Change{AlwaysInject: true}, AccessManage, true},
		{"reader changes a stored fact", ChangeExisting, AccessRead, false},
		{"manager changes a stored fact", ChangeExisting, AccessManage, true},
		{"no grant changes nothing", ChangeExisting, "", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := SystemAllows(c.have, c.change); got != c.want {
				t.Errorf("SystemAllows(%q, %+v) = %v, want %v", c.have, c.change, got, c.want)
			}
			if ProjectChangeNeed(c.change) != ProjectWrite {
				t.Errorf("every project change needs write")
			}
		})
	}
}

func TestDeletesNeedingApprovalIgnoreTheClientsAnswer(t *testing.T) {
	cases := []struct {
		flag bool
		via  string
		want bool
	}{
		{false, "elicitation", false},
		{true, "elicitation", true},
		{true, "", true},
		{true, "web", false}, // a person in the console is where approvals are given
		{true, TransportCLI, false},
	}
	for _, c := range cases {
		if got := DeleteNeedsApproval(c.flag, c.via); got != c.want {
			t.Errorf("DeleteNeedsApproval(%v, %q) = %v, want %v", c.flag, c.via, got, c.want)
		}
	}
}
