package main

import (
	"fmt"
	"strings"
)

// Ansible texts with secrets: inventories, group and host vars, vault views, playbooks, runs.

func hdbAnsibleSecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			pw, bpw := hdbPw(), hdbPw()
			u := hdbOf("admin", "ansible", "svc_ansible", "ops")
			h := hdbHost("db")
			secs, become := hdbL(pw), ""
			if rng.IntN(3) == 0 {
				secs, become = hdbL(pw, bpw), " ansible_become_pass="+bpw
			}
			text := fmt.Sprintf(`[webservers]
%s ansible_host=%s
%s ansible_host=%s

[databases]
%s ansible_host=%s ansible_user=%s ansible_password=%s%s

[all:vars]
ansible_python_interpreter=/usr/bin/python3`, hdbHost("web"), hdbIP(), hdbHost("web"), hdbIP(), h, hdbIP(), u, pw, become)
			return hdbS("ssh-password", "ini", text, secs, h, "ansible_user="+u)
		},
		func() Sample {
			pw := hdbPw()
			u := hdbOf("ubuntu", "debian", "admin", "pi", "ansible")
			h1, h2 := hdbHost("app"), hdbHost("app")
			text := fmt.Sprintf(`all:
  children:
    app:
      hosts:
        %s:
          ansible_host: %s
        %s:
          ansible_host: %s
      vars:
        ansible_user: %s
        ansible_ssh_pass: "%s"
        ansible_port: %s`, h1, hdbIP(), h2, hdbIP(), u, pw, hdbOf("22", "2222", "22022"))
			return hdbS("ssh-password", "yaml", text, hdbL(pw), h1, h2)
		},
		func() Sample {
			pw, sk := hdbPw(), hdbDjango()
			env := hdbEnv()
			text := fmt.Sprintf(`# group_vars/%s/main.yml
---
app_name: %s
app_domain: %s.%s
mysql_root_password: "%s"
django_secret_key: "%s"
gunicorn_workers: %d`, env, hdbApp(), hdbApp(), hdbDomain(), pw, sk, 2+rng.IntN(8))
			if hdbCoin() {
				text = "this should've been in vault.yml, not main.yml — " + hdbPerson() + " can you encrypt + rotate?\n\n" + text
			}
			return hdbS("app-secrets", "yaml", text, hdbL(pw, sk), "app_name")
		},
		func() Sample {
			pw := hdbPw()
			pb := hdbOf("site.yml", "deploy.yml", "db.yml", "bootstrap.yml")
			var text string
			if hdbCoin() {
				text = fmt.Sprintf(`$ ansible-playbook -i inventories/%s %s --vault-password-file <(echo '%s') --limit %s`, hdbEnv(), pb, pw, hdbOf("db", "web", "all"))
			} else {
				text = fmt.Sprintf(`$ ansible-playbook -i inventories/%s %s -e 'ansible_become_password=%s' -K
BECOME password[defaults to SSH password]:
PLAY [all] *****************************************************`, hdbEnv(), pb, pw)
			}
			return hdbS("vault-password", "shell", text, hdbL(pw), pb)
		},
		func() Sample {
			pw := hdbPw()
			env, u, host := hdbEnv(), hdbOf("ops", "ansible", "deploy"), hdbOf("ctrl01", "awx-runner", "mgmt-01", "bastion")
			text := fmt.Sprintf(`%s@%s:~/ansible$ cat ~/.vault_pass_%s
%s
%s@%s:~/ansible$ ls -l ~/.vault_pass_%s
-rw------- 1 %s %s %d %s 09:12 /home/%s/.vault_pass_%s`, u, host, env, pw, u, host, env, u, u, len(pw)+1, hdbOf("Mar  4", "Jan 17", "Oct 30"), u, env)
			return hdbS("vault-password", "shell", text, hdbL(pw), host)
		},
		func() Sample {
			pw := hdbPw()
			env := hdbEnv()
			text := hdbOf(
				fmt.Sprintf("%s: vault pass for the %s inventory is %s — don't put it in the repo pls, I'll add it to the team vault tomorrow", hdbPerson(), env, pw),
				fmt.Sprintf("%s: das Vault-Passwort für %s ist %s, bitte nicht ins Repo committen", hdbPerson(), env, pw),
				fmt.Sprintf("%s: ansible-vault pw (%s): %s\n%s: thx 👍", hdbPerson(), env, pw, hdbPerson()),
				fmt.Sprintf("%s: a senha do vault do ansible (%s) é %s, depois troco", hdbPerson(), env, pw),
			)
			return hdbS("vault-password", "chat", text, hdbL(pw), env)
		},
		func() Sample {
			p1, p2 := hdbPw(), hdbPw()
			env := hdbEnv()
			text := fmt.Sprintf(`$ ansible-vault view group_vars/%s/vault.yml
Vault password:
---
vault_db_password: %s
vault_smtp_user: noreply@%s
vault_smtp_password: %s`, env, p1, hdbDomain(), p2)
			return hdbS("vault-decrypted", "shell", text, hdbL(p1, p2), "vault_smtp_user")
		},
		func() Sample {
			tok := hdbGrafana()
			gh := "grafana." + hdbDomain()
			text := fmt.Sprintf(`- name: Import dashboards
  ansible.builtin.uri:
    url: "https://%s/api/dashboards/db"
    method: POST
    headers:
      Authorization: "Bearer %s"
    body_format: json
    body: "{{ lookup('file', item) }}"
  loop: "{{ query('fileglob', 'dashboards/*.json') }}"`, gh, tok)
			return hdbS("grafana-token", "yaml", text, hdbL(tok), gh)
		},
		func() Sample {
			pw := hdbPw()
			u := hdbOf("root", "admin", "replicator", "backup")
			h, app := hdbHost("db"), hdbApp()
			text := fmt.Sprintf(`TASK [mysql : Create application user] *****************************************
ok: [%s] => {"changed": false, "invocation": {"module_args": {"check_implicit_admin": false, "login_host": "localhost", "login_password": "%s", "login_port": 3306, "login_user": "%s", "name": "%s", "priv": "%s.*:ALL", "state": "present"}}, "user": "%s"}`, h, pw, u, app, app, app)
			return hdbS("db-password", "log", text, hdbL(pw), h, `"login_user": "`+u+`"`)
		},
		func() Sample {
			pw := hdbPw()
			h := hdbOf("win", "ad", "sql", "iis") + "-" + hdbEnv() + "-0" + fmt.Sprint(1+rng.IntN(9))
			text := fmt.Sprintf(`# host_vars/%s.yml
ansible_host: %s
ansible_connection: winrm
ansible_winrm_transport: ntlm
ansible_winrm_server_cert_validation: ignore
ansible_user: %s
ansible_password: %s`, h, hdbIP(), hdbOf(`Administrator`, `CORP\svc_ansible`, `.\localadmin`), pw)
			return hdbS("winrm-password", "yaml", text, hdbL(pw), h)
		},
		func() Sample {
			tok := rnd(alnum, 30)
			host := "https://awx." + hdbDomain()
			text := fmt.Sprintf(`# awx-cli env for the nightly job
CONTROLLER_HOST=%s
CONTROLLER_OAUTH_TOKEN=%s
CONTROLLER_VERIFY_SSL=false
JOB_TEMPLATE_ID=%d`, host, tok, 10+rng.IntN(200))
			return hdbS("awx-token", "env", text, hdbL(tok), host)
		},
		func() Sample {
			tok := hdbHex(40)
			text := fmt.Sprintf(`[galaxy]
server_list = %s, release_galaxy

[galaxy_server.%s]
url=https://%s/api/galaxy/content/published/
token=%s

[galaxy_server.release_galaxy]
url=https://galaxy.ansible.com/`, "private_hub", "private_hub", "hub."+hdbDomain(), tok)
			return hdbS("galaxy-token", "ini", text, hdbL(tok), "galaxy_server.private_hub")
		},
		func() Sample {
			tok := hdbSlackBot()
			ch := hdbOf("#deploys", "#ops-alerts", "#infra", "#release")
			text := fmt.Sprintf(`- name: Notify Slack
  community.general.slack:
    token: %s
    channel: "%s"
    msg: "{{ inventory_hostname }} patched and rebooted"
  delegate_to: localhost
  run_once: true`, tok, ch)
			return hdbS("slack-token", "yaml", text, hdbL(tok), ch)
		},
		func() Sample {
			var rows []string
			var secs []string
			n := hdbN(1, 2)
			for i := 0; i < n; i++ {
				pw := hdbPw()
				secs = append(secs, pw)
				rows = append(rows, fmt.Sprintf("%s,10.99.%d.%d,%s,%s", fmt.Sprintf("r%02du%02d", 1+rng.IntN(9), 1+rng.IntN(40)), rng.IntN(10), 10+rng.IntN(200), hdbOf("ADMIN", "root", "Administrator"), pw))
			}
			text := fmt.Sprintf("BMC creds for the new racks (ansible redfish inventory reads this)\nhost,bmc_ip,user,password\n%s", strings.Join(rows, "\n"))
			return hdbS("bmc-password", "csv", text, secs, "host,bmc_ip,user,password")
		},
		func() Sample {
			pw := hdbPw()
			app := hdbApp()
			text := fmt.Sprintf(`--- a/roles/db/tasks/users.yml
+++ b/roles/db/tasks/users.yml
@@ -4,6 +4,7 @@
 - name: Ensure app user exists
   community.postgresql.postgresql_user:
     name: %s
+    password: "%s"
     db: %s
     priv: ALL
   become_user: postgres`, app, pw, app)
			return hdbS("db-password", "diff", text, hdbL(pw), "name: "+app)
		},
		func() Sample {
			psk, ssid := hdbWifi(), pick(hdbSSIDs)
			text := fmt.Sprintf(`- name: Join the store Wi-Fi
  community.general.nmcli:
    conn_name: %s
    type: wifi
    ifname: wlan0
    ssid: %s
    wifi_sec:
      key-mgmt: wpa-psk
      psk: "%s"
    autoconnect: true
    state: present`, strings.ToLower(ssid), ssid, psk)
			return hdbS("wifi-key", "yaml", text, hdbL(psk), "ssid: "+ssid)
		},
		func() Sample {
			rp := hdbPw()
			bucket := "backup." + hdbDomain()
			text := fmt.Sprintf(`# roles/restic/templates/restic.env.j2 (rendered on %s)
RESTIC_REPOSITORY=rest:https://%s/%s
RESTIC_PASSWORD=%s
RESTIC_COMPRESSION=auto`, hdbHost("nfs"), bucket, hdbEnv(), rp)
			return hdbS("backup-password", "env", text, hdbL(rp), bucket)
		},
	}
}
