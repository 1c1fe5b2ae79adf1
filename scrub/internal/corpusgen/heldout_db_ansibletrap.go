package main

import "fmt"

// Ansible traps: the same inventories, configs and runs with references, prompts and masks only.

func hdbAnsibleTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			text := fmt.Sprintf(`all:
  vars:
    ansible_user: %s
    ansible_password: "{{ vault_ansible_password }}"
    ansible_become_pass: "{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/%s/ansible:become') }}"
  children:
    db:
      hosts:
        %s:
        %s:`, hdbUser(), hdbEnv(), hdbHost("db"), hdbHost("db"))
			return hdbT("trap-vault-reference", "yaml", text)
		},
		func() Sample {
			text := fmt.Sprintf(`[defaults]
inventory = inventories/%s/hosts.yml
remote_user = %s
vault_password_file = ~/.ansible/vault_pass_%s.txt
private_key_file = ~/.ssh/%s
host_key_checking = False
forks = %d

[ssh_connection]
pipelining = True`, hdbEnv(), hdbUser(), hdbEnv(), hdbOf("ansible_ed25519", "id_ansible", "deploy_rsa"), 5*hdbN(2, 10))
			return hdbT("trap-path-reference", "ini", text)
		},
		func() Sample {
			h1, h2 := hdbHost("web"), hdbHost("db")
			text := fmt.Sprintf(`TASK [users : Set password for service account] *********************************
changed: [%s] => (item=None)
changed: [%s] => (item=None)
fatal: [%s]: FAILED! => {"censored": "the output has been hidden due to the fact that 'no_log: true' was specified for this result"}

PLAY RECAP *********************************************************************
%s : ok=%d   changed=3    unreachable=0    failed=0    skipped=2    rescued=0    ignored=0
%s : ok=%d   changed=1    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0`, h1, h1, h2, h1, 10+rng.IntN(30), h2, 5+rng.IntN(20))
			return hdbT("trap-no-log", "log", text)
		},
		func() Sample {
			text := hdbOf(
				fmt.Sprintf("%s: does anyone have the ansible vault password for %s? it's supposed to be in Bitwarden under 'ansible-%s' but the entry is empty", hdbPerson(), hdbEnv(), hdbEnv()),
				fmt.Sprintf("%s: reset the vault password for %s, everyone please re-run `make vault-pass` to pull it from 1Password (item: Ansible %s vault)", hdbPerson(), hdbEnv(), hdbEnv()),
				fmt.Sprintf("%s: kennt jemand das Vault-Passwort für %s? Laut Wiki liegt es im KeePass unter Infra/Ansible", hdbPerson(), hdbEnv()),
			)
			return hdbT("trap-password-talk", "chat", text)
		},
		func() Sample {
			text := fmt.Sprintf(`## Running the playbooks

1. Get the vault password from the team password manager (ask in #%s if you don't have access).
2. Save it to `+"`~/.ansible/vault_pass_%s.txt`"+` with mode 0600, or run with `+"`--ask-vault-pass`"+`.
3. `+"`ansible-playbook -i inventories/%s site.yml --check --diff`"+`

Vault passwords must be at least 20 characters. Never commit `+"`.vault_pass*`"+` files; they are in .gitignore.`, hdbOf("infra", "platform", "ops"), hdbEnv(), hdbEnv())
			return hdbT("trap-password-talk", "markdown", text)
		},
		func() Sample {
			who := hdbUser() + "@" + hdbOf("laptop", "ctrl01", "awx")
			text := fmt.Sprintf(`- name: Allow deploy key
  ansible.posix.authorized_key:
    user: %s
    state: present
    key: "%s"`, hdbUser(), hdbPubKey(who))
			return hdbT("trap-public-key", "yaml", text)
		},
		func() Sample {
			text := fmt.Sprintf(`%s | SUCCESS => {
    "ansible_facts": {
        "ansible_default_ipv4": {"address": "%s", "interface": "ens5"},
        "ansible_machine_id": "%s",
        "ansible_product_uuid": "%s",
        "ansible_ssh_host_key_ed25519_public": "AAAAC3NzaC1lZDI1NTE5AAAAI%s",
        "ansible_distribution_version": "%s"
    },
    "changed": false
}`, hdbHost("app"), hdbIP(), hdbHex(32), hdbUUID(), rnd(alnum+"+/", 43), hdbOf("22.04", "24.04", "12", "9.4"))
			return hdbT("trap-machine-id", "log", text)
		},
		func() Sample {
			v := hdbOf("db_password", "smtp_password", "api_token", "ldap_bind_pw")
			text := fmt.Sprintf(`$ ansible-vault encrypt_string --vault-id %s@prompt --stdin-name '%s'
New vault password (%s):
Confirm new vault password (%s):
Reading plaintext input from stdin. (ctrl-d to end input, twice if your content does not already have a newline)
Encryption successful`, hdbEnv(), v, hdbEnv(), hdbEnv())
			return hdbT("trap-prompt", "shell", text)
		},
		func() Sample {
			text := fmt.Sprintf(`Job #%d "%s - deploy %s" finished: successful
Inventory: %s (id %d)
Credentials: %s-ssh (Machine), %s-vault (Vault), aws-%s (Amazon Web Services)
Project revision: %s
Elapsed: %dm%02ds`, 1000+rng.IntN(90000), hdbEnv(), hdbApp(), hdbEnv(), rng.IntN(90), hdbEnv(), hdbEnv(), hdbEnv(), hdbSha(), rng.IntN(30), rng.IntN(60))
			return hdbT("trap-credential-name", "log", text)
		},
		func() Sample {
			text := fmt.Sprintf(`roles/%s/tasks/main.yml:%d: no-log-password: Password should not be logged (module: ansible.builtin.user)
roles/%s/defaults/main.yml:%d: var-naming[no-role-prefix]: Variables names from within roles should use %s_ as a prefix. (vars: db_password)
Failed: 2 failure(s), 0 warning(s) on %d files.`, hdbApp(), 5+rng.IntN(60), hdbApp(), 1+rng.IntN(20), hdbApp(), 20+rng.IntN(80))
			return hdbT("trap-lint-output", "log", text)
		},
	}
}
