// Package policy owns the rules of who may do what with memory: the identity a call carries, the
// two role rules, the effect of each operation and which effects a principal may use, and the
// validation of agent namespaces. It is pure Go with no storage: the memory service loads the
// facts (role, revocations, grants) and asks policy for the verdict, so every entry point gets
// the same answer.
package policy

import (
	"fmt"
	"regexp"
)

// Rule is a role rule an admin can revoke per role.
type Rule string

const (
	// RuleRead gates searchMemory, getMemoryContext, reading memories and the always-inject
	// resource.
	RuleRead Rule = "ai.memory.read"
	// RuleManage gates saveMemory, deleteMemory and setMemoryAlwaysInject.
	RuleManage Rule = "ai.memory.manage"
)

// Rules lists every rule, in a stable order.
var Rules = []Rule{RuleRead, RuleManage}

// ParseRule returns the rule named s, or an error naming the valid rules.
func ParseRule(s string) (Rule, error) {
	for _, r := range Rules {
		if string(r) == s {
			return r, nil
		}
	}
	return "", fmt.Errorf("unknown rule %q: use %s or %s", s, RuleRead, RuleManage)
}

// Effect is what an operation does, in the terms unattended agents are filtered by.
type Effect int

const (
	EffectRead        Effect = iota // reads memory
	EffectMutate                    // creates or changes memory, never loses data
	EffectDestructive               // removes memory
)

// Op is one memory operation an entry point can ask for.
type Op string

const (
	OpSearch          Op = "search"
	OpRead            Op = "read"
	OpSave            Op = "save"
	OpDelete          Op = "delete"
	OpSetAlwaysInject Op = "setAlwaysInject"
	OpContext         Op = "context" // the context of a prompt: always-inject and a search, for hooks
)

// Lookup tells the rule that gates an op and its effect; ok is false for an op policy does not
// know. An adapter that declares operations (the MCP tool table) checks its ops with it once, at
// startup, so no call can reach Spec with an unknown one.
func Lookup(op Op) (rule Rule, effect Effect, ok bool) {
	switch op {
	case OpSearch, OpRead, OpContext:
		return RuleRead, EffectRead, true
	case OpSave, OpSetAlwaysInject:
		return RuleManage, EffectMutate, true
	case OpDelete:
		return RuleManage, EffectDestructive, true
	}
	return "", 0, false
}

// Spec tells the rule that gates an op and its effect. It panics on an op Lookup does not know:
// every op passed to it is one of the constants above.
func Spec(op Op) (Rule, Effect) {
	rule, effect, ok := Lookup(op)
	if !ok {
		panic("policy: unknown op " + string(op))
	}
	return rule, effect
}

// Caller is what policy needs to know about the principal behind a call, loaded fresh per call.
type Caller struct {
	Role    string
	Service bool
	Revoked map[Rule]bool
}

// Verdict is the answer to "may this caller do op?"; Reason says why not, for the caller.
type Verdict struct {
	Allowed bool
	Reason  string
}

// Check decides whether c may perform op. Service principals (unattended agents) never get
// destructive operations; every other limit comes from the role's revoked rules.
func Check(c Caller, op Op) Verdict {
	rule, effect := Spec(op)
	if effect == EffectDestructive && c.Service {
		return Verdict{Reason: "service principals (unattended agents) may not delete memories; a human deletes them through `recall admin` or the web pages"}
	}
	if c.Revoked[rule] {
		return Verdict{Reason: fmt.Sprintf("the rule %s is revoked for role %q; an admin can restore it with `recall admin rule restore --role %s --rule %s`", rule, c.Role, c.Role, rule)}
	}
	return Verdict{Allowed: true}
}

// AccessLevel is a grant's level on a system. Manage includes read.
type AccessLevel string

const (
	AccessRead   AccessLevel = "read"
	AccessManage AccessLevel = "manage"
)

// ParseAccessLevel returns the level named s.
func ParseAccessLevel(s string) (AccessLevel, error) {
	switch AccessLevel(s) {
	case AccessRead, AccessManage:
		return AccessLevel(s), nil
	}
	return "", fmt.Errorf("unknown access level %q: use read or manage", s)
}

// Levels returns the grant levels that satisfy need (manage satisfies read).
func Levels(need AccessLevel) []string {
	if need == AccessManage {
		return []string{string(AccessManage)}
	}
	return []string{string(AccessRead), string(AccessManage)}
}

var nameRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._:@-]{0,63}$`)

// ValidateName checks an agent id, principal, role, team or system id: 1 to 64 characters of
// letters, digits and . _ : @ -, starting with a letter or digit.
func ValidateName(kind, s string) error {
	if s == "" {
		return fmt.Errorf("%s is missing", kind)
	}
	if !nameRE.MatchString(s) {
		return fmt.Errorf("%s %q is not valid: use 1-64 letters, digits or . _ : @ -, starting with a letter or digit", kind, s)
	}
	return nil
}
