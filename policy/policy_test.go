package policy

import (
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	cases := []struct {
		name   string
		caller Caller
		op     Op
		allow  bool
		reason string
	}{
		{"member searches", Caller{Role: "member"}, OpSearch, true, ""},
		{"member deletes", Caller{Role: "member"}, OpDelete, true, ""},
		{"service saves", Caller{Role: "bot", Service: true}, OpSave, true, ""},
		{"service flips", Caller{Role: "bot", Service: true}, OpSetAlwaysInject, true, ""},
		{"service never deletes", Caller{Role: "bot", Service: true}, OpDelete, false, "service principals"},
		{"read revoked", Caller{Role: "ops", Revoked: map[Rule]bool{RuleRead: true}}, OpSearch, false, "ai.memory.read is revoked for role \"ops\""},
		{"read revoked gates reads", Caller{Role: "ops", Revoked: map[Rule]bool{RuleRead: true}}, OpRead, false, "ai.memory.read"},
		{"read revoked gates a prompt's context", Caller{Role: "ops", Revoked: map[Rule]bool{RuleRead: true}}, OpContext, false, "ai.memory.read"},
		{"manage revoked leaves a prompt's context", Caller{Role: "ops", Revoked: map[Rule]bool{RuleManage: true}}, OpContext, true, ""},
		{"service gets a prompt's context", Caller{Role: "bot", Service: true}, OpContext, true, ""},
		{"read revoked leaves saves", Caller{Role: "ops", Revoked: map[Rule]bool{RuleRead: true}}, OpSave, true, ""},
		{"manage revoked gates delete", Caller{Role: "member", Revoked: map[Rule]bool{RuleManage: true}}, OpDelete, false, "ai.memory.manage"},
		{"manage revoked gates flips", Caller{Role: "member", Revoked: map[Rule]bool{RuleManage: true}}, OpSetAlwaysInject, false, "recall admin rule restore --role member --rule ai.memory.manage"},
	}
	for _, c := range cases {
		v := Check(c.caller, c.op)
		if v.Allowed != c.allow || !strings.Contains(v.Reason, c.reason) {
			t.Errorf("%s: got %+v, want allowed=%t reason containing %q", c.name, v, c.allow, c.reason)
		}
	}
}

func TestValidateName(t *testing.T) {
	for _, ok := range []string{"default", "claude-desktop", "a", "team.ops", "alice@example.com", "run:42", strings.Repeat("x", 64)} {
		if err := ValidateName("agent id", ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", " ", "-lead", "a b", "a/b", "ü", strings.Repeat("x", 65), "x\x00y", "semi;colon"} {
		if err := ValidateName("agent id", bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestParse(t *testing.T) {
	if _, err := ParseRule("ai.memory.admin"); err == nil || !strings.Contains(err.Error(), "ai.memory.read or ai.memory.manage") {
		t.Errorf("ParseRule: %v", err)
	}
	if l, err := ParseAccessLevel("manage"); err != nil || l != AccessManage {
		t.Errorf("ParseAccessLevel: %v %v", l, err)
	}
	if got := Levels(AccessRead); len(got) != 2 {
		t.Errorf("read is satisfied by read and manage, got %v", got)
	}
	if got := Levels(AccessManage); len(got) != 1 || got[0] != "manage" {
		t.Errorf("manage is satisfied by manage only, got %v", got)
	}
}

func TestLookupKnowsEveryOpAndNoOther(t *testing.T) {
	for _, op := range []Op{OpSearch, OpRead, OpSave, OpDelete, OpSetAlwaysInject} {
		if _, _, ok := Lookup(op); !ok {
			t.Errorf("Lookup(%q): unknown", op)
		}
	}
	for _, op := range []Op{"", "purge", "Search"} {
		if _, _, ok := Lookup(op); ok {
			t.Errorf("Lookup(%q): known", op)
		}
	}
}
