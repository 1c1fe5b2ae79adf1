package main

import (
	"fmt"
	"strings"
)

// Pulumi, Packer and cloud-init texts with secrets.

func hdbCloudSecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			pw, proj, env := hdbPw(), hdbOf("infra", "platform", "data-stack", "edge"), hdbEnv()
			text := fmt.Sprintf(`# Pulumi.%s.yaml
config:
  aws:region: %s
  %s:instanceType: %s
  %s:dbUser: %s
  %s:dbPassword: "%s"
  %s:minNodes: "%d"`, env, hdbRegion(), proj, hdbOf("t3.medium", "m6i.large"), proj, hdbOf("app", "admin"), proj, pw, proj, 1+rng.IntN(4))
			return hdbS("db-password", "yaml", text, hdbL(pw), proj+":dbUser")
		},
		func() Sample {
			pw := hdbPw()
			k := hdbOf("dbPassword", "adminPassword", "redisAuth", "smtpPassword")
			text := fmt.Sprintf(`$ pulumi config set %s '%s'
$ pulumi up --yes
Previewing update (%s/%s)
     Type                 Name              Plan
     pulumi:pulumi:Stack  %s-%s`, k, pw, hdbOrg(), hdbEnv(), hdbApp(), hdbEnv())
			if hdbCoin() {
				text = "oops, forgot --secret on this one, it's now in Pulumi." + hdbEnv() + ".yaml in plain text:\n" + text
			}
			return hdbS("config-password", "shell", text, hdbL(pw), k)
		},
		func() Sample {
			tok := hdbPulumi()
			i := rng.IntN(3)
			text := []string{
				fmt.Sprintf("export PULUMI_ACCESS_TOKEN=%s\npulumi login\npulumi stack select %s/%s", tok, hdbOrg(), hdbEnv()),
				fmt.Sprintf("    env:\n      PULUMI_ACCESS_TOKEN: %s\n      AWS_REGION: %s\n    steps:\n      - uses: pulumi/actions@v5\n        with:\n          command: up\n          stack-name: %s/%s", tok, hdbRegion(), hdbOrg(), hdbEnv()),
				fmt.Sprintf("%s: new pulumi token for the CI bot: %s (expires in 90 days, set a reminder)", hdbPerson(), tok),
			}[i]
			return hdbS("pulumi-token", []string{"shell", "yaml", "chat"}[i], text, hdbL(tok))
		},
		func() Sample {
			pw := hdbPw()
			u := hdbOf("app", "appadmin", "postgres")
			text := fmt.Sprintf(`import * as aws from "@pulumi/aws";

const db = new aws.rds.Instance("%s-db", {
    engine: "postgres",
    instanceClass: "db.t4g.micro",
    allocatedStorage: 20,
    username: "%s",
    password: "%s",
    skipFinalSnapshot: true,
});

export const endpoint = db.endpoint;`, hdbApp(), u, pw)
			return hdbS("db-password", "typescript", text, hdbL(pw), `username: "`+u+`"`)
		},
		func() Sample {
			tok := hdbCFTok()
			zone := hdbDomain()
			text := fmt.Sprintf(`import pulumi
import pulumi_cloudflare as cloudflare

cf = cloudflare.Provider("cf", api_token="%s")

record = cloudflare.Record(
    "api",
    zone_id="%s",
    name="api.%s",
    type="CNAME",
    value="%s.%s.elb.amazonaws.com",
    opts=pulumi.ResourceOptions(provider=cf),
)`, tok, hdbHex(32), zone, hdbApp(), hdbRegion())
			return hdbS("cloudflare-token", "python", text, hdbL(tok), "api."+zone)
		},
		func() Sample {
			pw := hdbPw()
			text := fmt.Sprintf(`$ pulumi stack output --show-secrets
Current stack outputs (4):
    OUTPUT            VALUE
    bucketName        %s-%s-assets
    dbEndpoint        %s.%s.%s.rds.amazonaws.com
    dbPassword        %s
    kubeconfigPath    ./kubeconfig-%s`, hdbApp(), hdbEnv(), hdbApp(), rnd(lower+digits, 12), hdbRegion(), pw, hdbEnv())
			return hdbS("output-secret", "shell", text, hdbL(pw), "dbEndpoint")
		},
		func() Sample {
			vpw, spw := hdbPw(), hdbPw()
			vc := "vcenter." + hdbDomain()
			vu := hdbOf("administrator@vsphere.local", "svc-packer@vsphere.local", "packer@corp.local")
			text := fmt.Sprintf(`source "vsphere-iso" "%s" {
  vcenter_server      = "%s"
  username            = "%s"
  password            = "%s"
  insecure_connection = true
  datacenter          = "%s"
  cluster             = "%s"
  vm_name             = "tpl-%s-{{timestamp}}"
  ssh_username        = "packer"
  ssh_password        = %s
  ssh_timeout         = "30m"
}`, hdbOf("ubuntu", "rhel9", "debian12"), vc, vu, vpw, hdbOf("DC1", "FRA-DC", "Lab"), hdbOf("Compute", "cl01"), hdbOf("ubuntu-2404", "rhel-9", "debian-12"), "@SSHPW@")
			if hdbCoin() {
				return hdbS("packer-passwords", "hcl", strings.Replace(text, "@SSHPW@", `"`+spw+`"`, 1), hdbL(vpw, spw), vc, vu)
			}
			return hdbS("vsphere-password", "hcl", strings.Replace(text, "@SSHPW@", "var.ssh_password", 1), hdbL(vpw), vc, vu)
		},
		func() Sample {
			sec := hdbUUID()
			tid := hdbOf("root@pam!packer", "packer@pve!build", "terraform@pve!tf")
			text := fmt.Sprintf(`# proxmox.auto.pkrvars.hcl
proxmox_url              = "https://pve%02d.%s:8006/api2/json"
proxmox_api_token_id     = "%s"
proxmox_api_token_secret = "%s"
proxmox_node             = "pve%02d"
template_name            = "%s-template"`, 1+rng.IntN(5), hdbDomain(), tid, sec, 1+rng.IntN(5), hdbOf("ubuntu-noble", "debian-bookworm", "rocky9"))
			return hdbS("proxmox-token", "hcl", text, hdbL(sec), tid)
		},
		func() Sample {
			pw := hdbPw()
			text := fmt.Sprintf(`      <UserAccounts>
        <AdministratorPassword>
          <Value>%s</Value>
          <PlainText>true</PlainText>
        </AdministratorPassword>
      </UserAccounts>
      <AutoLogon>
        <Username>Administrator</Username>
        <Enabled>true</Enabled>
        <LogonCount>1</LogonCount>
      </AutoLogon>`, pw)
			if hdbCoin() {
				text = "packer/windows/autounattend.xml — the winrm provisioner logs in with this:\n" + text
			}
			return hdbS("windows-admin-password", "xml", text, hdbL(pw), "Administrator")
		},
		func() Sample {
			pw := hdbPw()
			u := hdbOf("packer", "vagrant", "build", "ubuntu")
			text := fmt.Sprintf(`### Account setup
d-i passwd/root-login boolean false
d-i passwd/user-fullname string %s
d-i passwd/username string %s
d-i passwd/user-password password %s
d-i passwd/user-password-again password %s
d-i user-setup/allow-password-weak boolean true`, hdbCap(u), u, pw, pw)
			return hdbS("preseed-password", "preseed", text, hdbL(pw), "passwd/username string "+u)
		},
		func() Sample {
			pw := hdbPw()
			u := hdbOf("ubuntu", "ops", "support", "admin")
			var text string
			if hdbCoin() {
				text = fmt.Sprintf(`#cloud-config
ssh_pwauth: true
chpasswd:
  expire: false
  users:
    - name: %s
      password: %s
      type: text
package_update: true`, u, pw)
			} else {
				text = fmt.Sprintf(`#cloud-config
users:
  - default
  - name: %s
    groups: [sudo]
    shell: /bin/bash
    lock_passwd: false
    plain_text_passwd: '%s'
runcmd:
  - systemctl restart ssh`, u, pw)
			}
			return hdbS("cloud-init-password", "yaml", text, hdbL(pw), "name: "+u)
		},
		func() Sample {
			pw, tok := hdbPwURL(), hdbGLPAT()
			host := hdbApp() + "-db." + hdbDomain()
			text := fmt.Sprintf(`#cloud-config
write_files:
  - path: /etc/%s/env
    permissions: "0600"
    content: |
      DATABASE_URL=postgres://%s:%s@%s:5432/%s
      LOG_LEVEL=info
runcmd:
  - curl -sfL --header "PRIVATE-TOKEN: %s" "https://gitlab.%s/api/v4/projects/%d/packages/generic/agent/1.%d.0/agent.tar.gz" -o /tmp/agent.tgz
  - tar -xzf /tmp/agent.tgz -C /opt`, hdbApp(), hdbOf("app", "svc"), pw, host, hdbApp(), tok, hdbDomain(), 10+rng.IntN(900), rng.IntN(20))
			return hdbS("cloud-init-secrets", "yaml", text, hdbL(pw, tok), host)
		},
		func() Sample {
			psk, ssid := hdbWifi(), pick(hdbSSIDs)
			text := fmt.Sprintf(`# network-config for the edge boxes (cloud-init v2)
network:
  version: 2
  wifis:
    wlan0:
      dhcp4: true
      optional: true
      access-points:
        "%s":
          password: "%s"`, ssid, psk)
			return hdbS("wifi-key", "yaml", text, hdbL(psk), ssid)
		},
		func() Sample {
			tok := hdbK3s()
			srv := fmt.Sprintf("https://%s:6443", hdbIP())
			text := fmt.Sprintf(`#cloud-config
runcmd:
  - curl -sfL https://get.k3s.io | K3S_URL=%s K3S_TOKEN=%s INSTALL_K3S_VERSION=v1.%d.%d+k3s1 sh -`, srv, tok, 28+rng.IntN(4), rng.IntN(8))
			return hdbS("k3s-token", "yaml", text, hdbL(tok), srv)
		},
		func() Sample {
			tok, hash := hdbKubeadm(), "sha256:"+hdbHex(64)
			ep := hdbIP() + ":6443"
			text := fmt.Sprintf(`runcmd:
  - kubeadm join %s --token %s --discovery-token-ca-cert-hash %s`, ep, tok, hash)
			if hdbCoin() {
				text = "worker user-data, token valid 24h:\n" + text
			}
			return hdbS("kubeadm-token", "yaml", text, hdbL(tok), ep, hash)
		},
		func() Sample {
			key := hdbTailscale()
			host := hdbOf("edge", "relay", "subnet-router") + "-" + hdbEnv()
			text := fmt.Sprintf(`#cloud-config
runcmd:
  - ['sh', '-c', 'curl -fsSL https://tailscale.com/install.sh | sh']
  - ['tailscale', 'up', '--authkey=%s', '--hostname=%s', '--advertise-tags=tag:server']`, key, host)
			return hdbS("tailscale-key", "yaml", text, hdbL(key), host)
		},
		func() Sample {
			gossip, acl := hdbB64(32), hdbUUID()
			dc := hdbOf("dc1", "fra1", "eu-west", "lab")
			text := fmt.Sprintf(`# /etc/consul.d/consul.hcl (baked by packer, provisioner "file")
datacenter = "%s"
data_dir   = "/opt/consul"
encrypt    = "%s"
retry_join = ["provider=aws tag_key=consul tag_value=%s"]
%s`, dc, gossip, hdbEnv(), "")
			if hdbCoin() {
				text += fmt.Sprintf(`
acl {
  enabled = true
  tokens {
    agent = "%s"
  }
}`, acl)
				return hdbS("consul-keys", "hcl", text, hdbL(gossip, acl), dc)
			}
			return hdbS("consul-gossip-key", "hcl", text, hdbL(gossip), dc)
		},
		func() Sample {
			n := hdbN(1, 2)
			var lines []string
			var secs []string
			for i := 1; i <= n; i++ {
				k := strings.TrimRight(hdbB64(33), "=")
				secs = append(secs, k)
				lines = append(lines, fmt.Sprintf("Unseal Key %d: %s", i, k))
			}
			root := "hvs." + rnd(alnum, 24)
			secs = append(secs, root)
			text := fmt.Sprintf(`$ vault operator init -key-shares=%d -key-threshold=%d
%s

Initial Root Token: %s

Vault initialized with %d key shares and a key threshold of %d.`, n, n, strings.Join(lines, "\n"), root, n, n)
			if hdbCoin() {
				text = "output from the new packer-built vault node (" + hdbHost("vault") + "), putting it here until we split the shares:\n\n" + text
			}
			return hdbS("vault-unseal", "shell", text, secs)
		},
		func() Sample {
			pw := hdbPw()
			text := fmt.Sprintf(`variable "winrm_password" {
  type      = string
  default   = "%s"
  sensitive = true
}

source "amazon-ebs" "windows" {
  ami_name       = "win2022-base-{{timestamp}}"
  instance_type  = "t3.large"
  region         = "%s"
  communicator   = "winrm"
  winrm_username = "Administrator"
  winrm_password = var.winrm_password
}`, pw, hdbRegion())
			return hdbS("winrm-password", "hcl", text, hdbL(pw), "winrm_username")
		},
		func() Sample {
			id, sec := hdbAKIA(), hdbAWSSecret()
			if hdbCoin() {
				tok := hdbCFTok()
				text := fmt.Sprintf(`# Pulumi ESC environment %s/%s-dns
values:
  dns:
    apiToken: %s
  pulumiConfig:
    dns:apiToken: ${dns.apiToken}
    dns:zone: %s`, hdbOrg(), hdbEnv(), tok, hdbDomain())
				return hdbS("esc-token", "yaml", text, hdbL(tok), "pulumiConfig")
			}
			text := fmt.Sprintf(`# Pulumi ESC environment %s/%s-aws
values:
  aws:
    creds:
      accessKeyId: %s
      secretAccessKey: %s
  environmentVariables:
    AWS_ACCESS_KEY_ID: ${aws.creds.accessKeyId}
    AWS_SECRET_ACCESS_KEY: ${aws.creds.secretAccessKey}
    AWS_REGION: %s`, hdbOrg(), hdbEnv(), id, sec, hdbRegion())
			return hdbS("aws-keypair", "yaml", text, hdbL(id, sec), "environmentVariables")
		},
	}
}
