package main

import "fmt"

// Pulumi, Packer and cloud-init traps.

func hdbCloudTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			proj, env := hdbOf("infra", "platform", "edge"), hdbEnv()
			text := fmt.Sprintf(`# Pulumi.%s.yaml
environment:
  - %s/%s-aws
config:
  aws:region: %s
  %s:instanceType: %s
  %s:vpcCidr: 10.%d.0.0/16
  %s:dbUser: app
  # dbPassword comes from the ESC environment (fn::secret), do not set it here`, env, hdbOrg(), env, hdbRegion(), proj, hdbOf("t3.medium", "m6i.large"), proj, rng.IntN(250), proj)
			return hdbT("trap-secret-reference", "yaml", text)
		},
		func() Sample {
			text := fmt.Sprintf(`$ pulumi config set --secret dbPassword
value:
$ pulumi config
KEY            VALUE
aws:region     %s
dbPassword     [secret]
dbUser         app
instanceType   %s`, hdbRegion(), hdbOf("t3.small", "m6g.large"))
			return hdbT("trap-masked", "shell", text)
		},
		func() Sample {
			org, app, env := hdbOrg(), hdbApp(), hdbEnv()
			text := fmt.Sprintf(`Updating (%s/%s):
     Type                      Name            Status
     pulumi:pulumi:Stack       %s-%s
 ~   └─ aws:ec2:LaunchTemplate  %s-lt           updated (2s)

Outputs:
    dbPassword: [secret]
    lbDns     : "%s-%s.%s.elb.amazonaws.com"

Resources:
    ~ 1 updated
    23 unchanged

Duration: %ds
View in Browser: https://app.pulumi.com/%s/%s/%s/updates/%d`, org, env, app, env, app, app, hdbNum(9), hdbRegion(), 10+rng.IntN(200), org, app, env, 1+rng.IntN(400))
			return hdbT("trap-pulumi-output", "log", text)
		},
		func() Sample {
			text := fmt.Sprintf(`variable "vsphere_password" {
  type      = string
  sensitive = true
}

variable "ssh_password" {
  type    = string
  default = env("PKR_VAR_ssh_password")
}

source "vsphere-iso" "base" {
  vcenter_server = "vcenter.%s"
  username       = "svc-packer@vsphere.local"
  password       = var.vsphere_password
  ssh_username   = "packer"
  ssh_password   = var.ssh_password
}`, hdbDomain())
			return hdbT("trap-secret-reference", "hcl", text)
		},
		func() Sample {
			text := fmt.Sprintf(`==> Wait completed after %d minutes %d seconds

==> Builds finished. The artifacts of successful builds are:
--> amazon-ebs.ubuntu: AMIs were created:
%s: ami-%s
%s: ami-%s

$ jq '.builds[0] | {artifact_id, packer_run_uuid, build_time}' manifest.json
{
  "artifact_id": "%s:ami-%s",
  "packer_run_uuid": "%s",
  "build_time": %d
}`, 5+rng.IntN(20), rng.IntN(60), "eu-west-1", hdbHex(17), "us-east-1", hdbHex(17), "eu-west-1", hdbHex(17), hdbUUID(), 1735000000+rng.IntN(30000000))
			return hdbT("trap-build-id", "shell", text)
		},
		func() Sample {
			u := hdbUser()
			text := fmt.Sprintf(`#cloud-config
ssh_pwauth: false
users:
  - name: %s
    groups: [sudo]
    sudo: ALL=(ALL) NOPASSWD:ALL
    lock_passwd: true
    ssh_authorized_keys:
      - %s
packages: [htop, jq, unzip]`, u, hdbPubKey(u+"@"+hdbOf("laptop", "ops", "ci")))
			return hdbT("trap-public-key", "yaml", text)
		},
		func() Sample {
			text := fmt.Sprintf(`$ cloud-init status --long
status: done
extended_status: done
boot_status_code: enabled-by-generator
last_update: Thu, 01 Jan 1970 00:%02d:%02d +0000
detail: DataSourceEc2Local
errors: []
$ cloud-init query instance_id
i-%s
$ cloud-init query ds.meta_data.placement.availability-zone
%sa`, rng.IntN(60), rng.IntN(60), hdbHex(17), hdbRegion())
			return hdbT("trap-instance-id", "shell", text)
		},
		func() Sample {
			text := `### Account setup
d-i passwd/root-login boolean false
d-i passwd/make-user boolean true
d-i passwd/username string packer
# user password is injected at build time from PKR_VAR_ssh_password via boot_command,
# see ../variables.pkr.hcl; nothing secret lives in this file
d-i user-setup/encrypt-home boolean false`
			return hdbT("trap-password-talk", "preseed", text)
		},
		func() Sample {
			text := fmt.Sprintf(`$ hcp packer versions list --bucket-name %s-base
ID                          FINGERPRINT                               STATUS    CREATED
%s  %s  ACTIVE    %s
%s  %s  REVOKED   %s`, hdbOf("ubuntu", "rhel", "windows"), rnd(upper+digits, 26), hdbSha(), hdbStamp(), rnd(upper+digits, 26), hdbSha(), hdbStamp())
			return hdbT("trap-fingerprint", "shell", text)
		},
		func() Sample {
			text := fmt.Sprintf(`#cloud-config
write_files:
  - path: /usr/local/share/ca-certificates/%s-root.crt
    permissions: "0644"
    content: |
      %s
runcmd:
  - update-ca-certificates`, hdbOrg(), hdbIndent(hdbCert(), "      "))
			return hdbT("trap-certificate", "yaml", text)
		},
		func() Sample {
			text := fmt.Sprintf(`$ kubectl get nodes
NAME          STATUS   ROLES                  AGE   VERSION
k3s-%s-01   Ready    control-plane,master   %dd   v1.%d.%d+k3s1
k3s-%s-02   Ready    <none>                 %dd   v1.%d.%d+k3s1

join token for new agents is in /var/lib/rancher/k3s/server/node-token on the server, or in SSM /%s/k3s/node-token`, hdbEnv(), rng.IntN(90), 29, rng.IntN(6), hdbEnv(), rng.IntN(90), 29, rng.IntN(6), hdbEnv())
			return hdbT("trap-path-reference", "shell", text)
		},
		func() Sample {
			text := hdbOf(
				fmt.Sprintf("%s: for the edge boxes, generate a tailscale auth key in the admin console (Settings → Keys), make it reusable + tagged tag:edge, 90d expiry, and put it in SSM /edge/tailscale_authkey. cloud-init reads it from there", hdbPerson()),
				fmt.Sprintf("%s: tailscale status on relay-%s:\n100.%d.%d.%d   relay-%s  tagged-devices linux -\n100.%d.%d.%d   %s-laptop  %s@  macOS  idle", hdbPerson(), hdbEnv(), 64+rng.IntN(60), rng.IntN(255), rng.IntN(255), hdbEnv(), 64+rng.IntN(60), rng.IntN(255), rng.IntN(255), hdbUser(), hdbUser()),
			)
			return hdbT("trap-key-talk", "chat", text)
		},
	}
}

func hdbIndent(s, pad string) string {
	out := ""
	for i, c := range s {
		out += string(c)
		if c == '\n' && i < len(s)-1 {
			out += pad
		}
	}
	return out
}
